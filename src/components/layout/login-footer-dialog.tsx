import { Modal } from "antd";
import { AntdScope } from "@/components/shell/antd-scope";
import { FOOTER_TEXTS, type FooterNote } from "./login-footer-texts";

/** One of the login footer's notes in a dialog; loaded on the first click, so the login page stays small. */
export default function LoginFooterDialog({ note, onClose }: { note: FooterNote; onClose: () => void }) {
  const text = FOOTER_TEXTS[note];
  return (
    <AntdScope>
      <Modal
        open
        title={text.title}
        onCancel={onClose}
        footer={null}
        width={560}
        styles={{ body: { maxHeight: "60vh", overflowY: "auto" } }}
      >
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph} style={{ lineHeight: 1.8, margin: "0 0 12px" }}>
            {paragraph}
          </p>
        ))}
      </Modal>
    </AntdScope>
  );
}
