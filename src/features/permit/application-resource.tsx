import { lazyComponent } from "@/components/crud/lazy-component";
import { type CrudRecord, defineResource, type FieldDecl, type ResourceDecl } from "@/components/crud/types";
import { canEdit } from "@/features/permit/application-api";
import * as list from "@/features/permit/application-list";
import { permitRules } from "@/features/permit/permit-rules";
import { applicationHead, applicationVariantHeads } from "./permit-heads";

// The companions' editable grids (and the grid's code) load with the form that shows them.
const ApplicationSubRowsForm = lazyComponent(async () => ({
  default: (await import("@/features/permit/application-sub-rows")).ApplicationSubRowsForm,
}));
// The companions and the approval history below the details load when a record's details first open.
const ApplicationDetailsExtra = lazyComponent(async () => ({
  default: (await import("@/features/permit/application-sub-rows-view")).ApplicationDetailsExtra,
}));

const isVisitor = (values: Record<string, unknown>) => values.permitType === "visitor";
const visitorOnly = { showWhen: isVisitor, list: false } as const;
const required = (message: string) => [{ required: true, message }];
const nameCell = (key: string) => (_v: unknown, record: CrudRecord) => String(record[key] ?? "");

const fields: FieldDecl[] = [
  { dataIndex: "applicationNo", title: "申请编号", search: true, width: 140, form: false },
  {
    dataIndex: "permitType",
    title: "通行证类型",
    type: "dict",
    dict: "permit_type",
    search: true,
    width: 96,
    rules: required("请选择通行证类型"),
  },
  {
    dataIndex: "region",
    title: "通行区域",
    type: "dict",
    dict: "permit_region",
    search: true,
    width: 84,
    rules: required("请选择通行区域"),
  },
  { dataIndex: "plateNo", title: "车牌号", search: true, width: 100, form: false },
  {
    dataIndex: "applicantId",
    title: "申请人",
    control: list.pickers.applicant,
    render: nameCell("applicantName"),
    width: 80,
  },
  {
    dataIndex: "vehicleId",
    title: "车辆",
    control: list.pickers.vehicle,
    list: false,
    details: false,
    rules: [
      ({ getFieldValue }) => ({ required: getFieldValue("permitType") !== "visitor", message: "请选择车辆" }),
    ],
  },
  {
    dataIndex: "driverId",
    title: "驾驶员",
    control: list.pickers.driver,
    render: nameCell("driverName"),
    width: 80,
  },
  {
    dataIndex: "visitorId",
    title: "访客",
    control: list.pickers.visitor,
    render: nameCell("visitorName"),
    width: 80,
    ...visitorOnly,
    rules: required("请选择访客"),
  },
  { dataIndex: "hostName", title: "被访人", width: 80, ...visitorOnly },
  { dataIndex: "visitReason", title: "来访事由", ...visitorOnly },
  { dataIndex: "visitStart", title: "来访开始时间", type: "datetime", ...visitorOnly },
  { dataIndex: "visitEnd", title: "来访结束时间", type: "datetime", ...visitorOnly },
  { dataIndex: "areas", title: "允许通行区域", type: "multiDict", dict: "permit_area", width: 110 },
  {
    dataIndex: "validFrom",
    title: "有效期起",
    type: "date",
    width: 100,
    sorter: true,
    rules: required("请选择有效期起"),
  },
  {
    dataIndex: "validTo",
    title: "有效期止",
    type: "date",
    width: 100,
    sorter: true,
    dependencies: ["validFrom", "permitType"],
    rules: permitRules.validTo,
  },
  { dataIndex: "reason", title: "申请事由", type: "textarea", list: false },
  {
    dataIndex: "status",
    title: "状态",
    type: "dict",
    dict: "permit_status",
    search: "eq",
    width: 110,
    form: false,
    render: (_v, record) => <list.StatusCell record={record} />,
  },
  { dataIndex: "createBy", title: "创建人", list: false, form: false },
  // The list is in creation order and the application number begins with its date, so the time shows in
  // the details only and the list keeps room for the permit's own columns.
  { dataIndex: "createTime", title: "创建时间", type: "datetime", list: false, form: false },
];

/** 通行证申请 (permit/ApplicationList at /permit/application). */
export const applicationResource = defineResource({
  ...applicationHead,
  fields,
  form: {
    style: "modal",
    width: 900,
    createTitle: "申请通行证",
    editTitle: "编辑通行证申请",
    extra: ApplicationSubRowsForm,
  },
  rowActions: [
    list.dealAction,
    list.revokeAction,
    list.submitAction,
    "edit",
    "details",
    list.printAction,
    "delete",
  ],
  batchActions: [list.approveBatchAction, "delete"],
  allowRecord: { edit: canEdit, delete: canEdit },
  details: { width: 1200, extra: ApplicationDetailsExtra },
});

/** A visitor permit names its visitor; it has no applicant of its own. */
const VISITOR_COLUMNS: Readonly<Record<string, boolean>> = { visitorId: true, applicantId: false };
const visitorColumn = (field: FieldDecl): FieldDecl =>
  Object.hasOwn(VISITOR_COLUMNS, field.dataIndex)
    ? { ...field, list: VISITOR_COLUMNS[field.dataIndex] }
    : field;

/** East, west and visitor permits: the same list with a fixed filter (the visitor's names its visitor). */
export const applicationVariants: readonly ResourceDecl[] = applicationVariantHeads.map((head) => ({
  ...applicationResource,
  ...head,
  fields: head.fixedFilter?.permitType === "visitor" ? fields.map(visitorColumn) : fields,
}));
