import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  LoadingOutlined,
  PlusOutlined,
  WarningOutlined,
} from "@ant-design/icons";
import { App, Button, Image, Tooltip, Upload } from "antd";
import { UPLOAD_TEXT, type UploadItem } from "./upload-state";
import { type UploadListOptions, useUploadList } from "./use-upload-list";
import "./upload.css";

export interface ImageUploadProps extends Omit<UploadListOptions, "imageOnly"> {
  disabled?: boolean;
  /** text of the add card (default 上传) */
  text?: string;
  /** accessible name of the widget (the field's title) */
  label?: string;
}

/**
 * Image upload (the original's JUpload with fileType image): picture cards with a loading
 * icon while uploading, non-images refused with 请上传图片, moving pictures left and right, and an error
 * card that opens 上传出错 on click. The value is the comma-joined stored paths.
 */
export function ImageUpload({ disabled, text = "上传", label, ...options }: ImageUploadProps) {
  const { modal } = App.useApp();
  const { items, add, paste, remove, move } = useUploadList({ noun: "图片", ...options, imageOnly: true });
  const showError = (item: UploadItem) =>
    modal.error({ title: UPLOAD_TEXT.errorTitle, content: `${UPLOAD_TEXT.errorLabel}${item.message ?? ""}` });

  return (
    <fieldset className="image-upload" aria-label={label} onPaste={disabled ? undefined : paste}>
      <Image.PreviewGroup>
        {items.map((item, index) => (
          <div key={item.uid} className={`image-upload-card is-${item.status}`} data-status={item.status}>
            {item.status === "done" && <Image src={item.url} alt={item.name} />}
            {item.status === "uploading" && (
              <div className="image-upload-state">
                <LoadingOutlined style={{ fontSize: 20 }} />
                <span>{`上传中 ${item.percent}%`}</span>
              </div>
            )}
            {item.status === "error" && (
              <Tooltip title={item.message}>
                <button type="button" className="image-upload-state" onClick={() => showError(item)}>
                  <WarningOutlined style={{ fontSize: 20 }} />
                  <span>{item.name}</span>
                </button>
              </Tooltip>
            )}
            {!disabled && (
              <div className="image-upload-actions">
                {item.status === "done" && (
                  <>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowLeftOutlined />}
                      aria-label="左移"
                      title="左移"
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowRightOutlined />}
                      aria-label="右移"
                      title="右移"
                      onClick={() => move(index, 1)}
                    />
                  </>
                )}
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label="删除"
                  title="删除"
                  onClick={() => remove(item.uid)}
                />
              </div>
            )}
          </div>
        ))}
      </Image.PreviewGroup>
      {!disabled && (
        <Upload
          accept="image/*"
          multiple={options.number !== 1}
          showUploadList={false}
          beforeUpload={(file) => {
            add(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <button type="button" className="image-upload-add" aria-label={label ? `上传${label}` : text}>
            <PlusOutlined />
            <span>{text}</span>
          </button>
        </Upload>
      )}
    </fieldset>
  );
}
