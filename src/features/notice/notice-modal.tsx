import { Button, Divider, Modal, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import "./notice.css";
import { sanitizeHtml } from "@/components/widgets/sanitize";
import type { MessageItem } from "./notice-api";

/** Business statuses for which there is nothing left to deal with (approved, rejected, revoked). */
const SETTLED = new Set(["1", "3", "4"]);

/** Where 去处理 leads: a page of this app, or another site in a new window; nothing else. */
export function dealTarget(item: MessageItem): { path: string } | { url: string } | null {
  if (item.openType !== "url" || !item.openPage) return null;
  if (item.status !== undefined && item.status !== null && SETTLED.has(String(item.status))) return null;
  const page = item.openPage.trim();
  if (/^https?:\/\//i.test(page)) return { url: page };
  if (page.startsWith("/") && !page.startsWith("//")) return { path: page };
  return null;
}

/** 通知消息: the message's title, sender, send time and content (sanitised), 关闭 and, for a url, 去处理. */
export default function NoticeModal({ item, onClosed }: { item: MessageItem; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  const content = useMemo(() => sanitizeHtml(item.msgContent ?? ""), [item.msgContent]);
  const target = dealTarget(item);
  const deal = () => {
    setOpen(false);
    if (!target) return;
    if ("path" in target) navigate(target.path);
    else window.open(target.url, "_blank", "noopener,noreferrer");
  };
  return (
    <Modal
      open={open}
      title="通知消息"
      width={800}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      footer={
        <Space>
          <Button onClick={() => setOpen(false)}>关闭</Button>
          {target && (
            <Button type="primary" onClick={deal}>
              去处理
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {item.titile}
      </Typography.Title>
      <Typography.Text type="secondary">
        发布人：{item.sender || "-"}　发布时间：{item.sendTime || "-"}
      </Typography.Text>
      <Divider style={{ margin: "12px 0" }} />
      {content ? (
        <section
          className="notice-content"
          aria-label="消息内容"
          // Sanitised above: no script, event handler or javascript: link survives.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML of the announcement
          dangerouslySetInnerHTML={{ __html: content }}
        />
      ) : (
        <Typography.Text type="secondary">{item.msgAbstract || "暂无内容"}</Typography.Text>
      )}
    </Modal>
  );
}
