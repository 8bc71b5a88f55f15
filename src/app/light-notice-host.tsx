import { notification } from "antd";
import type { NotificationInstance } from "antd/es/notification/interface";
import { useEffect } from "react";
import { AntdScope } from "@/components/shell/antd-scope";

/** antd's notifications for the light shell, with zh-CN and the product's theme. */
export default function LightNoticeHost({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  const [api, holder] = notification.useNotification();
  useEffect(() => onReady(api), [api, onReady]);
  return <AntdScope>{holder}</AntdScope>;
}
