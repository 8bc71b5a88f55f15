import type { HttpError, OpenNotificationParams } from "@refinedev/core";

/** The answer's own message when the data provider passes one on, else the original's standard text. */
export function serverMessage(response: unknown): string | undefined {
  if (typeof response !== "object" || response === null) return undefined;
  const message = (response as { message?: unknown }).message;
  return typeof message === "string" && message !== "" ? message : undefined;
}

export function successNotice(fallback: string) {
  return (response: unknown): OpenNotificationParams => ({
    type: "success",
    message: serverMessage(response) ?? fallback,
  });
}

/** An HTTP failure the HTTP client's error catalogue has already shown (the data provider marks it `httpStatus`). */
export function shownByCatalogue(error: unknown): boolean {
  return typeof error === "object" && error !== null && "httpStatus" in error;
}

/**
 * Envelope failures (`success:false`) show their message; HTTP failures carry `httpStatus` and were already
 * reported by the HTTP client's error catalogue, so they are not shown twice.
 */
export function errorNotice(error?: HttpError): OpenNotificationParams | false {
  if (!error || "httpStatus" in error) return false;
  return { type: "error", message: error.message || "操作失败" };
}

export const TEXT = {
  created: "添加成功！",
  edited: "编辑成功!",
  deleted: "删除成功!",
  batchDeleted: "批量删除成功!",
  selectFirst: "请选择一条记录！",
  deleteOneConfirm: "确定删除吗?",
  batchDeleteTitle: "确认删除",
} as const;
