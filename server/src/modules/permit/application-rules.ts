/** Checks and derived values of an application, shared by add, edit and the Excel import. */
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Values } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import type { Db, Row } from "../../db/client.ts";
import { isRegion } from "./dictionaries.ts";
import {
  checkDictValue,
  REGION_REFUSED,
  type RefLookup,
  type RefTable,
  readRefs,
  regionLimit,
  tenantOf,
} from "./scope.ts";
import { checkValidWindow, isPermitType, normalizePlate } from "./validators.ts";

/** 24 random bytes: 192 bits, 32 base64url characters. */
export const newPassToken = (): string => randomBytes(24).toString("base64url");
export const PASS_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const EDIT_REFUSED = "只有待审核或已驳回的申请可以修改";
export const NO_VEHICLE = "请选择车辆（车辆不存在或不属于当前租户）";
export const NO_VISITOR = "请选择访客（访客不存在或不属于当前租户）";

const pick = (values: Values, existing: Row | undefined, field: string): unknown =>
  Object.hasOwn(values, field) ? values[field] : existing?.[field];

const text = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * Completes and checks the values of an add (existing undefined) or an edit: type, region (inside the
 * caller's regions), referenced rows of the same tenant, areas and the validity window.
 */
export async function completeApplication(
  db: Db,
  req: FastifyRequest,
  values: Values,
  body: Row,
  existing?: Row,
): Promise<void> {
  const tenantId = tenantOf(req);
  const type = pick(values, existing, "permitType");
  if (!isPermitType(type)) throw new BizError("请选择正确的通行证类型");
  const region = pick(values, existing, "region");
  if (!isRegion(region)) throw new BizError("请选择正确的通行区域");
  const regions = regionLimit(req);
  if (regions && !regions.includes(region)) throw new BizError(REGION_REFUSED);
  await checkDictValue(db, "permit_area", values.areas, "允许通行区域", req.session?.versions?.dict);

  // A vehicle may be named by its plate (Excel import) instead of its id.
  const plate = text(body.plateNo);
  if (!text(pick(values, existing, "vehicleId")) && plate && !existing) {
    const row = await db.one<{ id: string }>(
      "SELECT id FROM permit_vehicle WHERE tenant_id = $1 AND plate_no = $2",
      [tenantId, normalizePlate(plate)],
    );
    if (row) values.vehicleId = row.id;
  }
  const vehicleId = text(pick(values, existing, "vehicleId"));
  const needsVehicle = type !== "visitor" || vehicleId !== undefined;
  const applicantId = text(values.applicantId);
  const driverId = text(values.driverId);
  // The referenced rows in one query; they are then refused in this order: vehicle, visitor, applicant, driver.
  const lookups: RefLookup[] = [];
  const lookup = (table: RefTable, id: unknown, column: RefLookup["column"]) =>
    lookups.push({ table, id, column }) - 1;
  const vehicleAt = needsVehicle ? lookup("permit_vehicle", vehicleId, "plate_no") : -1;
  const visitorAt =
    type === "visitor" ? lookup("permit_applicant", pick(values, existing, "visitorId"), "kind") : -1;
  const applicantAt = applicantId ? lookup("permit_applicant", applicantId, "id") : -1;
  const driverAt = driverId ? lookup("permit_driver", driverId, "id") : -1;
  const refs = await readRefs(db, tenantId, lookups);
  if (needsVehicle) {
    const plateNo = refs[vehicleAt];
    if (plateNo === undefined) throw new BizError(NO_VEHICLE);
    values.plateNo = plateNo;
  } else {
    values.plateNo = null;
  }
  if (type === "visitor") {
    if (refs[visitorAt] !== "visitor") throw new BizError(NO_VISITOR);
    const start = text(pick(values, existing, "visitStart"));
    const end = text(pick(values, existing, "visitEnd"));
    if (start && end && end <= start) throw new BizError("来访结束时间必须晚于开始时间");
  }
  if (applicantAt >= 0 && refs[applicantAt] === undefined) throw new BizError("申请人不存在或不属于当前租户");
  if (driverAt >= 0 && refs[driverAt] === undefined) throw new BizError("驾驶员不存在或不属于当前租户");
  const problem = checkValidWindow(
    type,
    text(pick(values, existing, "validFrom")),
    text(pick(values, existing, "validTo")),
  );
  if (problem) throw new BizError(problem);
}

/**
 * `expired` (valid-to before today, computed, never stored) and the names the lists show, as select items
 * of a permit row: the list reads them in the page's own statement.
 */
export const APPLICATION_DETAILS = `permit_application.valid_to < CURRENT_DATE AS "expired",
  (SELECT d.name FROM permit_driver d WHERE d.id = permit_application.driver_id) AS "driverName",
  (SELECT a.name FROM permit_applicant a WHERE a.id = permit_application.applicant_id) AS "applicantName",
  (SELECT v.name FROM permit_applicant v WHERE v.id = permit_application.visitor_id) AS "visitorName"`;

/** The same details for one permit read on its own. */
export async function attachApplicationDetails(db: Db, record: Row): Promise<void> {
  const row = await db.one(`SELECT ${APPLICATION_DETAILS} FROM permit_application WHERE id = $1`, [
    record.id,
  ]);
  Object.assign(record, row);
}

/** Approved and in-review permits are revoked, not deleted, so their cards say so. */
export async function refuseDeletingLive(db: Db, ids: readonly string[]): Promise<void> {
  const placeholders = ids.map((_, i) => `$${i + 1}`).join(", ");
  const live = await db.one(
    `SELECT 1 AS x FROM permit_application WHERE status IN (1, 2) AND id IN (${placeholders})`,
    ids,
  );
  if (live) throw new BizError("审核中或已通过的申请不能删除，请先作废");
}
