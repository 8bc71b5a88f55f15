import { PaperClipOutlined } from "@ant-design/icons";
import { Space } from "antd";
import { fileUrls } from "./static-url";

/** List cell of a file field: one download link per stored file (附件1, 附件2, ...). */
export function FileLinks({ value }: { value: unknown }) {
  const urls = fileUrls(value);
  if (urls.length === 0) return null;
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
