import { PaperClipOutlined } from "@ant-design/icons";
import { Space } from "antd";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import { fileUrls } from "./static-url";
import { UPLOAD_TEXT } from "./upload-text";

/**
 * List cell of a file field: one download link per stored file (附件1, 附件2, ...). A value that names no
 * file (only commas or blanks, a JSON-ish list) says 未知的文件 instead of linking to nothing.
 */
export function FileLinks({ value }: { value: unknown }) {
  const urls = fileUrls(value);
  if (urls.length === 0) {
    if (typeof value !== "string" || value.trim() === "") return null;
    return <span style={{ color: TERTIARY_TEXT }}>{UPLOAD_TEXT.unknownFile}</span>;
  }
  return (
    <Space size={4} wrap>
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer">
          <PaperClipOutlined /> {`附件${index + 1}`}
        </a>
      ))}
    </Space>
  );
}
