import { Tag } from "antd";
import { lazyComponent } from "@/components/crud/lazy-component";
import { type CrudRecord, type CustomAction, dialogAction } from "@/components/crud/types";
import {
  approveBatch,
  canDeal,
  canRevoke,
  canSubmit,
  openPrintView,
  runTransition,
  STATUS,
  STATUS_TEXT,
} from "./application-api";
import { ApplicantSelect, DriverSelect, VehicleSelect, VisitorSelect } from "./application-selects";

// The dialog loads when it is first opened, not with the app.
const DealDialog = lazyComponent(async () => ({ default: (await import("./deal-dialog")).DealDialog }));

/** Tag colours of permit_status. */
const STATUS_COLORS: Readonly<Record<string, string>> = {
  "0": "gold",
  "2": "processing",
  "1": "green",
  "3": "red",
  "4": "default",
  "5": "volcano",
};

/**
 * The status tag; past its valid-to date (the server computes `expired`) a permit shows 已过期 instead, with
 * its step in the tag's tooltip, so every row keeps one tag in a column of one width.
 */
export function StatusCell({ record }: { record: CrudRecord }) {
  const status = String(record.status ?? "");
  const sent = record.status_dictText;
  const text = typeof sent === "string" && sent !== "" ? sent : (STATUS_TEXT[status] ?? status);
  if (record.expired === true && status !== STATUS.expired) {
    return (
      <Tag color={STATUS_COLORS[STATUS.expired]} title={`${text}，已过有效期`}>
        已过期
      </Tag>
    );
  }
  return <Tag color={STATUS_COLORS[status]}>{text}</Tag>;
}

const APPROVE = "permit:application:approve";

export const dealAction = dialogAction({
  key: "deal",
  label: "处理",
  permission: APPROVE,
  visible: canDeal,
  dialog: DealDialog,
});

export const revokeAction: CustomAction = {
  key: "revoke",
  label: "作废",
  permission: "permit:application:revoke",
  visible: canRevoke,
  confirm: "作废后通行证立即失效，确定作废吗?",
  run: ([record]) => runTransition("revoke", record),
};

/** 打印: the print view of the permit's card, with a single-use ticket in place of the session token. */
export const printAction: CustomAction = {
  key: "print",
  label: "打印",
  permission: "permit:application:list",
  run: ([record]) => openPrintView(record),
};

export const submitAction: CustomAction = {
  key: "submit",
  label: "提交",
  permission: "permit:application:edit",
  visible: canSubmit,
  confirm: "确定重新提交该申请吗?",
  run: ([record]) => runTransition("submit", record),
};

export const approveBatchAction: CustomAction = {
  key: "approveBatch",
  label: "批量审批",
  permission: APPROVE,
  confirm: (records) => `确定审批通过所选 ${records.length} 项中待审核或审核中的申请吗?`,
  run: (records) => approveBatch(records),
};

/** Pickers of the application form: records of the other permit modules. */
export const pickers = {
  applicant: () => <ApplicantSelect />,
  vehicle: () => <VehicleSelect />,
  driver: () => <DriverSelect />,
  visitor: () => <VisitorSelect />,
};
