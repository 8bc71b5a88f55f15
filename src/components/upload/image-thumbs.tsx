import { Image } from "antd";
import { fileUrls } from "./static-url";
import "./upload.css";

/** List cell of an image field: small thumbnails (at most `max`) that open the preview. */
export function ImageThumbs({
  value,
  max = 3,
  alt = "图片",
}: {
  value: unknown;
  max?: number;
  alt?: string;
}) {
  const urls = fileUrls(value);
  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup items={urls}>
      <span className="upload-thumbs">
        {urls.slice(0, max).map((url, index) => (
          <Image key={url} src={url} alt={`${alt}${index + 1}`} width={40} height={40} />
        ))}
      </span>
    </Image.PreviewGroup>
  );
}
