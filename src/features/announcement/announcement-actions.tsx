import type { HttpError } from "@refinedev/core";
import { lazyComponent } from "@/components/crud/lazy-component";
import { serverMessage, shownByCatalogue } from "@/components/crud/notices";
import {
  type ActionOutcome,
  type CrudRecord,
  type CustomAction,
  dialogAction,
} from "@/components/crud/types";
import { dataProvider } from "@/providers/data-provider";
import { announcementModule, SEND_STATUS } from "../../../shared/modules/announcement";

const API = announcementModule.api;
const EDIT_CODE = `${announcementModule.permission}:edit`;

const statusOf = (record: CrudRecord) => String(record.sendStatus ?? "");

export const isDraft = (record: CrudRecord) => statusOf(record) === SEND_STATUS.draft;
export const isPublished = (record: CrudRecord) => statusOf(record) === SEND_STATUS.published;

/**
 * GET `<api>/<path>?id=` through the data provider (signed). A refusal is an outcome with the server's
 * message; an HTTP failure the error catalogue has shown rejects.
 */
async function runOn(path: string, record: CrudRecord | undefined): Promise<ActionOutcome> {
  if (!record) return { success: false, message: "请选择一条记录！" };
  try {
    const { data } = await (dataProvider.custom as NonNullable<typeof dataProvider.custom>)<{
      message?: string;
    }>({ url: `${API}/${path}`, method: "get", query: { id: String(record.id) } });
    return { success: true, message: serverMessage(data) };
  } catch (error) {
    if (shownByCatalogue(error)) throw error;
    return { success: false, message: (error as HttpError).message };
  }
}

/** 发布: an unpublished announcement reaches its readers' bells. */
export const releaseAction: CustomAction = {
  key: "release",
  label: "发布",
  permission: EDIT_CODE,
  visible: isDraft,
  confirm: "确定发布该通告吗?",
  run: ([record]) => runOn("doReleaseData", record),
};

/** 撤销: a published announcement leaves its readers' bells. */
export const revokeAction: CustomAction = {
  key: "revoke",
  label: "撤销",
  permission: EDIT_CODE,
  visible: isPublished,
  confirm: "确定撤销该通告吗?",
  run: ([record]) => runOn("doReovkeData", record),
};

export const viewAction = dialogAction({
  key: "view",
  label: "查看",
  // The sanitiser and its markdown parser load with the dialog, not with the app.
  dialog: lazyComponent(() => import("./announcement-view-dialog")),
});
