import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { useCallback } from "react";
import { serverMessage, shownByCatalogue } from "@/components/crud/notices";
import type { ActionOutcome, CrudRecord } from "@/components/crud/types";
import { printViewPath } from "@/features/pass-card/print-data";
import { dataProvider } from "@/providers/data-provider";

const P = "/permit/application";

/** The refine resource of permit applications: their lists and the approval history. */
export const APPLICATION_RESOURCE = "permit-application";
/** The region and visitor lists are resources of their own over the same applications. */
const APPLICATION_RESOURCES = ["", "-east", "-west", "-visitor"].map(
  (suffix) => APPLICATION_RESOURCE + suffix,
);

export type Transition = "submit" | "approve" | "reject" | "revoke";

/** Statuses (permit_status): 0 待审核, 2 审核中, 1 已通过, 3 已驳回, 4 已作废, 5 已过期 (set by the expiry job). */
export const STATUS = {
  pending: "0",
  approved: "1",
  inReview: "2",
  rejected: "3",
  revoked: "4",
  expired: "5",
} as const;

/** Each status's text, for answers that carry no `status_dictText`. */
export const STATUS_TEXT: Readonly<Record<string, string>> = {
  "0": "待审核",
  "2": "审核中",
  "1": "已通过",
  "3": "已驳回",
  "4": "已作废",
  "5": "已过期",
};

export const statusOf = (record: CrudRecord) => String(record.status ?? "");

/** The deal button (处理) is hidden once an application is decided: statuses 1, 3, 4 and 5. */
export const canDeal = (record: CrudRecord) => !["1", "3", "4", "5"].includes(statusOf(record));
export const canEdit = (record: CrudRecord) =>
  [STATUS.pending, STATUS.rejected].includes(statusOf(record) as "0");
export const canRevoke = (record: CrudRecord) => statusOf(record) === STATUS.approved;
export const canSubmit = (record: CrudRecord) => statusOf(record) === STATUS.rejected;

interface TransitionCall {
  url: string;
  body: Record<string, string | number>;
}

/**
 * One transition with the status the user saw: the server applies it only if the status is still that,
 * so a lost race comes back as `success:false` with the server's message.
 */
function transitionCall(action: Transition, record: CrudRecord, opinion?: string): TransitionCall {
  return {
    url: `${P}/${action}`,
    body: { id: String(record.id), fromStatus: Number(record.status), opinion: opinion ?? "" },
  };
}

// The app's data provider always has `custom`; refine's type leaves it optional.
const custom = dataProvider.custom as NonNullable<typeof dataProvider.custom>;

/** The envelope's verdict; an HTTP failure the error catalogue has shown rejects. */
function refusal(error: unknown): ActionOutcome {
  if (shownByCatalogue(error)) throw error;
  return { success: false, message: (error as HttpError).message };
}

/**
 * A signed POST through the data provider, for the list's row and batch actions, which the list page runs
 * and follows with a reload of its rows.
 */
async function post({ url, body }: TransitionCall): Promise<ActionOutcome> {
  try {
    const { data } = await custom<{ message?: string }>({ url, method: "post", payload: body });
    return { success: true, message: serverMessage(data) };
  } catch (error) {
    return refusal(error);
  }
}

export const runTransition = (action: Transition, record: CrudRecord, opinion?: string) =>
  post(transitionCall(action, record, opinion));

export async function approveBatch(records: CrudRecord[], opinion = ""): Promise<ActionOutcome> {
  const ids = records.filter(canDeal).map((record) => String(record.id));
  if (ids.length === 0) return { success: false, message: "所选记录中没有待审核或审核中的申请" };
  return post({ url: `${P}/approveBatch`, body: { ids: ids.join(","), opinion } });
}

/**
 * 打印: asks for a print ticket of the record and opens the print view with it in a new tab. The tab is
 * opened at once, while the click still counts as the user's, and pointed at the view when the ticket
 * arrives; a refusal closes it again.
 */
export async function openPrintView(record: CrudRecord): Promise<ActionOutcome> {
  const view = window.open("", "_blank");
  const id = String(record.id);
  try {
    const { data } = await custom<{ result?: { ticket?: string } }>({
      url: `${P}/printTicket`,
      method: "post",
      payload: { id },
    });
    const ticket = data.result?.ticket;
    if (!ticket) throw { message: "打印凭证获取失败", statusCode: 0 };
    if (view) {
      view.opener = null;
      view.location.href = printViewPath(id, ticket);
    } else window.location.assign(printViewPath(id, ticket));
    return { success: true, message: "已打开打印页" };
  } catch (error) {
    view?.close();
    return refusal(error);
  }
}

/**
 * A transition from a dialog, through refine (`useCustomMutation`). Whatever the verdict (a refusal may mean
 * another user acted first), every list and approval history of the applications reloads.
 */
export function useTransition(): (
  action: Transition,
  record: CrudRecord,
  opinion?: string,
) => Promise<ActionOutcome> {
  const { mutateAsync } = useCustomMutation<{ message?: string }, HttpError>();
  const invalidate = useInvalidate();
  return useCallback(
    async (action, record, opinion) => {
      const { url, body } = transitionCall(action, record, opinion);
      try {
        const { data } = await mutateAsync({
          url,
          method: "post",
          values: body,
          successNotification: false,
          errorNotification: false,
        });
        return { success: true, message: serverMessage(data) };
      } catch (error) {
        return refusal(error);
      } finally {
        await Promise.all(
          APPLICATION_RESOURCES.map((resource) =>
            invalidate({ resource, invalidates: ["list", "many", "detail"] }),
          ),
        );
      }
    },
    [mutateAsync, invalidate],
  );
}

export interface ApprovalRecord {
  id: string;
  action: string;
  actionText: string;
  fromStatus: number;
  toStatus: number;
  opinion: string | null;
  operator: string | null;
  operatorName: string | null;
  createTime: string;
}
