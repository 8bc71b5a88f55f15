import type { NotificationInstance } from "antd/es/notification/interface";
import { createContext, useContext } from "react";

/** antd's notification API for pages that run without antd's <App> (the light shell). */
export const NoticeContext = createContext<NotificationInstance | null>(null);

export function useNotice(): NotificationInstance {
  const api = useContext(NoticeContext);
  if (!api) throw new Error("useNotice needs a NoticeContext provider");
  return api;
}
