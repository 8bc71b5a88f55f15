import { Modal, Typography } from "antd";
import { useState } from "react";
import type { ActionDialogProps } from "@/components/crud/types";
import { useReportedAction } from "@/components/screen-kit/use-reported-action";
import { MESSAGE_RESOURCE, RESEND_URL } from "./message-api";

/** 重新发送: a failed message waits for the sender again, its tries counted from zero. */
export function ResendDialog({ records, onClose }: ActionDialogProps) {
  const message = records[0];
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const resend = useReportedAction([MESSAGE_RESOURCE], { success: "已重新加入发送队列！" });

  const submit = async () => {
    setBusy(true);
    try {
      if (await resend({ url: RESEND_URL, method: "post", query: { id: String(message.id) } })) setDone(true);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="重新发送"
      okText="重新发送"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => setOpen(false)}
      afterClose={() => onClose(done)}
    >
      <Typography.Paragraph>确定重新发送该消息吗?</Typography.Paragraph>
      {typeof message.esResult === "string" && message.esResult !== "" && (
        <Typography.Paragraph type="secondary">上次失败原因：{message.esResult}</Typography.Paragraph>
      )}
    </Modal>
  );
}
