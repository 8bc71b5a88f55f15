import type { CrudDeclaration } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import { nextFillRuleValue } from "../fill-rule/index.ts";
import {
  APPLICATION_DETAILS,
  completeApplication,
  EDIT_REFUSED,
  newPassToken,
  refuseDeletingLive,
} from "./application-rules.ts";
import { baseColumns, entityAccess, fixed, small, str } from "./columns.ts";
import { STATUS } from "./dictionaries.ts";
import { applicationScope, tenantOf } from "./scope.ts";
import { checkSubRowCodes, checkSubRows, subRowsBody, writeSubRows } from "./sub-rows.ts";

const editable = (status: unknown) => status === STATUS.pending || status === STATUS.rejected;

/**
 * 通行证申请: adding submits (status 0); edits only while pending or rejected; transitions elsewhere. Add and
 * edit carry the 随行车辆 and 随行人员 rows (`vehicleList`, `personList`), written in the same transaction.
 */
export const applicationCrud: CrudDeclaration = {
  prefix: "/permit/application",
  table: "permit_application",
  title: "通行证申请",
  columns: {
    ...baseColumns,
    applicationNo: { ...str("application_no", "申请编号", 32), ...fixed },
    permitType: {
      ...str("permit_type", "通行证类型", 20),
      dict: "permit_type",
      required: "请选择通行证类型",
    },
    region: { ...str("region", "通行区域", 10), dict: "permit_region", required: "请选择通行区域" },
    applicantId: str("applicant_id", "申请人", 32),
    vehicleId: str("vehicle_id", "车辆", 32),
    plateNo: { ...str("plate_no", "车牌号", 16), ...fixed },
    driverId: str("driver_id", "驾驶员", 32),
    visitorId: str("visitor_id", "访客", 32),
    hostName: str("host_name", "被访人", 50),
    visitReason: str("visit_reason", "来访事由", 200),
    visitStart: { column: "visit_start", title: "来访开始时间", type: "datetime" },
    visitEnd: { column: "visit_end", title: "来访结束时间", type: "datetime" },
    areas: { ...str("areas", "允许通行区域", 500), dict: "permit_area" },
    validFrom: { column: "valid_from", title: "有效期起", type: "date", required: "请选择有效期起" },
    validTo: { column: "valid_to", title: "有效期止", type: "date", required: "请选择有效期止" },
    reason: str("reason", "申请事由", 500),
    attachments: { ...str("attachments", "附件", 1000), filter: false },
    status: { column: "status", title: "状态", ...small, dict: "permit_status", ...fixed },
    passToken: { ...str("pass_token", "通行码", 64), filter: false, sort: false, ...fixed },
  },
  // list and queryById are custom routes (application-list.ts, application-routes.ts).
  access: { ...entityAccess("application"), list: false, queryById: false },
  extraBody: subRowsBody,
  excel: {
    columns: [
      "applicationNo",
      "permitType",
      "region",
      "plateNo",
      "areas",
      "validFrom",
      "validTo",
      "reason",
      "status",
    ],
  },
  listComputed: APPLICATION_DETAILS,
  hooks: {
    listScope: applicationScope,
    rowScope: applicationScope,
    async beforeInsert(values, body, { req, db }) {
      await completeApplication(db, req, values, body);
      await checkSubRows(db, body);
      await checkSubRowCodes(db, req, undefined, body);
      values.tenantId = tenantOf(req);
      values.applicationNo = await nextFillRuleValue(db, "permit_no");
      values.status = STATUS.pending;
      values.passToken = newPassToken();
    },
    afterInsert: (id, _values, body, { req, db }) => writeSubRows(db, req, id, body),
    async beforeUpdate(id, values, body, existing, { req, db }) {
      if (!editable(existing.status)) throw new BizError(EDIT_REFUSED);
      await completeApplication(db, req, values, body, existing);
      await checkSubRows(db, body);
      await checkSubRowCodes(db, req, id, body);
    },
    async afterUpdate(id, _values, body, { req, db }) {
      // Inside the edit's transaction, after its row lock: a transition that won meanwhile undoes the edit.
      const row = await db.one<{ status: number }>("SELECT status FROM permit_application WHERE id = $1", [
        id,
      ]);
      if (!editable(row?.status)) throw new BizError(EDIT_REFUSED);
      await writeSubRows(db, req, id, body);
    },
    beforeDelete: (ids, { db }) => refuseDeletingLive(db, ids),
  },
};
