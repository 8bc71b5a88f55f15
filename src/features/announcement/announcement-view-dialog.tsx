import { Descriptions, Modal, Typography } from "antd";
import { useState } from "react";
import type { ActionDialogProps } from "@/components/crud/types";
import { sanitizeHtml } from "@/components/widgets/sanitize";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** 查看: the announcement as its readers see it, its HTML sanitised again before it is shown. */
export default function AnnouncementViewDialog({ records, onClose }: ActionDialogProps) {
  const record = records[0] ?? {};
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="通知消息"
      width={800}
      footer={null}
      onCancel={() => setOpen(false)}
      afterClose={() => onClose(false)}
    >
      <Typography.Title level={4}>{text(record.titile)}</Typography.Title>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="发布人">{text(record.sender)}</Descriptions.Item>
        <Descriptions.Item label="发布时间">{text(record.sendTime)}</Descriptions.Item>
      </Descriptions>
      <section
        className="announcement-content"
        aria-label="通告内容"
        // Sanitised here as well as by the server: no script, event handler or javascript: link survives.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML of the announcement
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(text(record.msgContent)) }}
      />
    </Modal>
  );
}
