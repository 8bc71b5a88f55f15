/**
 * 随行车辆 and 随行人员 of an application: checked with the grid's rules before the write, replaced inside the
 * add's or edit's transaction, read back in their order by queryById and the pass card.
 */
import type { FastifyRequest } from "fastify";
import {
  firstSubRowFailure,
  normalizeSubValue,
  SUB_ROW_ADD_CODE,
  SUB_ROW_DELETE_CODE,
  SUB_ROW_TABLES,
  type SubRowList,
  type SubRowTable,
  subRowMessage,
} from "../../../../shared/permit-sub-rows.ts";
import { loadDictTexts } from "../../core/dict-text.ts";
import { newId } from "../../core/ids.ts";
import { BizError } from "../../core/result.ts";
import type { Db, Row } from "../../db/client.ts";
import { tenantOf } from "./scope.ts";

/** Body keys of the lists; the rows themselves are checked by checkSubRows, with row and field named. */
export const subRowsBody: Readonly<Record<SubRowList, unknown>> = {
  vehicleList: { type: ["array", "null"], maxItems: 1000 },
  personList: { type: ["array", "null"], maxItems: 1000 },
};

/** Database column of each sub-row field. */
const COLUMNS: Readonly<Record<string, string>> = {
  plateNo: "plate_no",
  vehicleType: "vehicle_type",
  driverName: "driver_name",
  remark: "remark",
  name: "name",
  idCard: "id_card",
  mobile: "mobile",
  company: "company",
};

/** The lists a body carries: an absent list leaves the stored rows as they are; null or [] clears them. */
function listsOf(body: Row): { table: SubRowTable; rows: readonly unknown[] }[] {
  return SUB_ROW_TABLES.filter((table) => Object.hasOwn(body, table.list)).map((table) => {
    const rows = body[table.list];
    return { table, rows: Array.isArray(rows) ? rows : [] };
  });
}

/**
 * Refuses the whole save at the first bad cell of any list (a broken rule, a plate twice, a vehicle type
 * outside its dictionary), naming the list, the row and the field.
 */
export async function checkSubRows(db: Db, body: Row): Promise<void> {
  const lists = listsOf(body);
  for (const { table, rows } of lists) {
    const failure = firstSubRowFailure(table, rows);
    if (failure) throw new BizError(subRowMessage(failure));
  }
  for (const { table, rows } of lists) {
    for (const field of table.fields) {
      if (!field.dict) continue;
      const texts = (await loadDictTexts(db, [field.dict])).get(field.dict);
      for (const [i, raw] of rows.entries()) {
        const value = normalizeSubValue(field.key, (raw as Row)[field.key]);
        if (value !== null && !texts?.has(value)) {
          const message = `${field.title}的值“${value.slice(0, 30)}”不在字典中`;
          throw new BizError(subRowMessage({ list: table.list, row: i + 1, key: field.key, message }));
        }
      }
    }
  }
}

async function storedIds(
  db: Db,
  table: SubRowTable,
  applicationId: string | undefined,
): Promise<Set<string>> {
  if (applicationId === undefined) return new Set();
  const rows = await db.query<{ id: string }>(`SELECT id FROM ${table.table} WHERE application_id = $1`, [
    applicationId,
  ]);
  return new Set(rows.map((r) => r.id));
}

/**
 * The stored id each row of a body keeps, or undefined for a new row: a row is the stored one when it
 * carries that row's id, once (a second row with the same id is new).
 */
function keptIds(rows: readonly unknown[], stored: ReadonlySet<string>): (string | undefined)[] {
  const taken = new Set<string>();
  return rows.map((raw) => {
    const id = (raw as Row | null)?.id;
    if (typeof id !== "string" || !stored.has(id) || taken.has(id)) return undefined;
    taken.add(id);
    return id;
  });
}

/**
 * Adding rows to a list takes the sub-row add code and leaving stored rows out of it the delete code;
 * changing the cells of stored rows or their order takes neither. A new application's rows are all added.
 */
export async function checkSubRowCodes(
  db: Db,
  req: FastifyRequest,
  applicationId: string | undefined,
  body: Row,
): Promise<void> {
  const granted = req.session?.permissions ?? new Set<string>();
  for (const { table, rows } of listsOf(body)) {
    const stored = await storedIds(db, table, applicationId);
    const kept = keptIds(rows, stored);
    if (kept.includes(undefined) && !granted.has(SUB_ROW_ADD_CODE))
      throw new BizError(`没有新增${table.title}的权限，请联系管理员授权`, 510);
    if (kept.filter((id) => id !== undefined).length < stored.size && !granted.has(SUB_ROW_DELETE_CODE))
      throw new BizError(`没有删除${table.title}的权限，请联系管理员授权`, 510);
  }
}

/**
 * Replaces the application's rows of each list the body carries, numbered from 1 in the list's order. A
 * stored row keeps its id, so pages following the rows live still find it after the save.
 */
export async function writeSubRows(
  t: Db,
  req: FastifyRequest,
  applicationId: string,
  body: Row,
): Promise<void> {
  const tenantId = tenantOf(req);
  const user = req.session?.username ?? null;
  for (const { table, rows } of listsOf(body)) {
    const kept = keptIds(rows, await storedIds(t, table, applicationId));
    await t.query(`DELETE FROM ${table.table} WHERE application_id = $1`, [applicationId]);
    if (rows.length === 0) continue;
    const columns = ["id", "tenant_id", "application_id", "order_num", "create_by", "create_time"];
    columns.push(...table.fields.map((f) => COLUMNS[f.key]));
    const now = (await t.one<{ now: string }>("SELECT LOCALTIMESTAMP(0) AS now"))?.now;
    const values = rows.map((raw, i) => [
      kept[i] ?? newId(),
      tenantId,
      applicationId,
      i + 1,
      user,
      now,
      ...table.fields.map((f) => normalizeSubValue(f.key, (raw as Row)[f.key])),
    ]);
    await t.appendRows(table.table, columns, values);
  }
}

const VEHICLE_SQL = `SELECT id, plate_no AS "plateNo", vehicle_type AS "vehicleType", driver_name AS "driverName",
  remark, order_num AS "orderNum" FROM permit_application_vehicle
  WHERE application_id = $1 AND tenant_id = $2 ORDER BY order_num, id`;
const PERSON_SQL = `SELECT id, name, id_card AS "idCard", mobile, company, order_num AS "orderNum"
  FROM permit_application_person WHERE application_id = $1 AND tenant_id = $2 ORDER BY order_num, id`;

/** Both lists of one application in their order; vehicle rows carry their type's text. */
export async function readSubRows(
  db: Db,
  applicationId: string,
  tenantId: number,
): Promise<Record<SubRowList, Row[]>> {
  const [vehicles, persons] = await Promise.all([
    db.query(VEHICLE_SQL, [applicationId, tenantId]),
    db.query(PERSON_SQL, [applicationId, tenantId]),
  ]);
  if (vehicles.length > 0) {
    const texts = (await loadDictTexts(db, ["vehicle_type"])).get("vehicle_type");
    for (const v of vehicles) {
      v.vehicleType_dictText =
        typeof v.vehicleType === "string" ? (texts?.get(v.vehicleType) ?? v.vehicleType) : "";
    }
  }
  return { vehicleList: vehicles, personList: persons };
}
