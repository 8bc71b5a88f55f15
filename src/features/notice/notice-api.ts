import {
  type HttpError,
  keys,
  useCustom,
  useCustomMutation,
  useInvalidate,
  usePublish,
  useSubscription,
} from "@refinedev/core";
import { useCallback, useRef } from "react";
import { errorNotice, successNotice } from "@/components/crud/notices";
import { ANNOUNCEMENT_CHANNEL, useLiveConnected } from "@/providers/live-provider";

/**
 * The refine resource of the signed-in user's own messages: the bell and 我的消息 read under it, so one
 * reload of its lists refreshes both.
 */
export const MESSAGE_RESOURCE = "my-announcement";
export const BELL_URL = "/sys/annountCement/listByUser";
export const MY_MESSAGES_URL = "/sys/sysAnnouncementSend/getMyAnnouncementSend";
const MARK_READ_URL = "/sys/sysAnnouncementSend/editByAnntIdAndUserId";
const READ_ALL_URL = "/sys/sysAnnouncementSend/readAll";
/** While server push is down, the bell reads again this often. */
export const POLL_MS = 6000;

/** A message as the bell (an announcement) or 我的消息 (a receipt, with `anntId`) answers it. */
export interface MessageItem {
  id: string;
  anntId?: string;
  titile?: string | null;
  msgContent?: string | null;
  sender?: string | null;
  priority?: string | null;
  sendTime?: string | null;
  msgCategory?: string | null;
  readFlag?: string | null;
  busType?: string | null;
  busId?: string | null;
  openType?: string | null;
  openPage?: string | null;
  msgAbstract?: string | null;
  /** A business status, when the record carries one: it decides whether 去处理 shows. */
  status?: string | number | null;
}

export interface Bell {
  anntMsgList: MessageItem[];
  anntMsgTotal: number;
  sysMsgList: MessageItem[];
  sysMsgTotal: number;
}

/** The announcement a message belongs to: a receipt names it, the bell's rows are it. */
export const anntIdOf = (item: MessageItem): string => item.anntId ?? item.id;

const publishedEvent = (type: string, ids: string[]) => ({
  channel: ANNOUNCEMENT_CHANNEL,
  type,
  payload: { ids },
  date: new Date(),
});

function asBell(result: unknown): Bell | undefined {
  if (typeof result !== "object" || result === null) return undefined;
  const r = result as Partial<Bell>;
  return {
    anntMsgList: Array.isArray(r.anntMsgList) ? r.anntMsgList : [],
    anntMsgTotal: Number(r.anntMsgTotal ?? 0) || 0,
    sysMsgList: Array.isArray(r.sysMsgList) ? r.sysMsgList : [],
    sysMsgTotal: Number(r.sysMsgTotal ?? 0) || 0,
  };
}

export interface BellState {
  /** The last answer that worked, kept while a new read is pending or has failed. */
  bell: Bell | undefined;
  loading: boolean;
  error: HttpError | null;
}

/** The bell's unread messages; read again on every push, and every 6 s while push is down. */
export function useBell(): BellState {
  const connected = useLiveConnected();
  const { query } = useCustom<{ result?: unknown }, HttpError>({
    url: BELL_URL,
    method: "get",
    queryOptions: {
      queryKey: keys().data().resource(MESSAGE_RESOURCE).action("list").params({ url: BELL_URL }).get(),
      refetchInterval: connected ? false : POLL_MS,
    },
    // A failure shows in the popover, not as a notice every few seconds.
    errorNotification: false,
  });
  return {
    bell: asBell(query.data?.data.result),
    loading: query.isLoading,
    error: query.isError ? query.error : null,
  };
}

/**
 * Every live event of the announcement socket (a push, a reconnection, a message read in another tab)
 * reloads the user's message lists in this tab. Mounted once per tab, by the bell.
 */
export function useMessageEvents(): void {
  const invalidate = useInvalidate();
  const latest = useRef(invalidate);
  latest.current = invalidate;
  useSubscription({
    channel: ANNOUNCEMENT_CHANNEL,
    types: ["*"],
    onLiveEvent: () => void latest.current({ resource: MESSAGE_RESOURCE, invalidates: ["list"] }),
  });
}

/** Reloads the message lists of every tab: through the live provider when there is one, else here. */
function useMessagesChanged(): (type: string, ids: string[]) => Promise<void> {
  const publish = usePublish();
  const invalidate = useInvalidate();
  return useCallback(
    async (type, ids) => {
      if (publish) publish(publishedEvent(type, ids));
      else await invalidate({ resource: MESSAGE_RESOURCE, invalidates: ["list"] });
    },
    [publish, invalidate],
  );
}

/** Marks one announcement read for the user (PUT, as the original sends it); the lists reload on success. */
export function useMarkRead(): (anntId: string) => Promise<boolean> {
  const { mutateAsync } = useCustomMutation<object, HttpError>();
  const changed = useMessagesChanged();
  return useCallback(
    async (anntId) => {
      try {
        await mutateAsync({
          url: MARK_READ_URL,
          method: "put",
          values: { anntId },
          successNotification: false,
          errorNotification: false,
        });
      } catch {
        return false;
      }
      await changed("read", [anntId]);
      return true;
    },
    [mutateAsync, changed],
  );
}

/** 全部标注已读: every unread message of the user read; the lists reload in every tab. */
export function useReadAll(): () => Promise<boolean> {
  const { mutateAsync } = useCustomMutation<object, HttpError>();
  const changed = useMessagesChanged();
  return useCallback(async () => {
    try {
      await mutateAsync({
        url: READ_ALL_URL,
        method: "put",
        values: {},
        successNotification: successNotice("操作成功"),
        errorNotification: errorNotice,
      });
    } catch {
      return false;
    }
    await changed("readAll", []);
    return true;
  }, [mutateAsync, changed]);
}
