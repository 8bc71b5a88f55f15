import { DeleteOutlined, LoadingOutlined, PaperClipOutlined, UploadOutlined } from "@ant-design/icons";
import { Button, Progress, Tooltip, Upload } from "antd";
import { useDownloadFile } from "./download-file";
import { type UploadList, type UploadListOptions, useUploadList } from "./use-upload-list";
import "./upload.css";

export interface FileUploadProps extends UploadListOptions {
  disabled?: boolean;
  /** button text (default 点击上传, as JUpload) */
  text?: string;
  /** `accept` of the file chooser (".pdf,.docx") */
  accept?: string;
  /** accessible name of the widget (the field's title) */
  label?: string;
}

export interface FileUploadViewProps {
  list: UploadList;
  disabled?: boolean;
  text?: string;
  accept?: string;
  label?: string;
  multiple?: boolean;
}

/**
 * File upload (the original's JUpload): a button, then one line per file with progress while
 * uploading, a download link when done, the server's message on error, and delete. The value is the
 * comma-joined stored paths.
 */
export function FileUpload({ disabled, text, accept, label, ...options }: FileUploadProps) {
  const list = useUploadList(options);
  return (
    <FileUploadView
      list={list}
      disabled={disabled}
      text={text}
      accept={accept}
      label={label}
      multiple={options.number !== 1}
    />
  );
}

/** The button and file lines of an upload list (FileUpload, the file popup). */
export function FileUploadView({
  list,
  disabled,
  text = "点击上传",
  accept,
  label,
  multiple = true,
}: FileUploadViewProps) {
  const { items, add, paste, remove } = list;
  const download = useDownloadFile();
  return (
    <fieldset className="file-upload" aria-label={label} onPaste={disabled ? undefined : paste}>
      {!disabled && (
        <Upload
          accept={accept}
          multiple={multiple}
          showUploadList={false}
          beforeUpload={(file) => {
            add(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />}>{text}</Button>
        </Upload>
      )}
      {items.length > 0 && (
        <ul className="file-upload-list">
          {items.map((item) => (
            <li key={item.uid} className={`file-upload-item is-${item.status}`} data-status={item.status}>
              {item.status === "uploading" ? <LoadingOutlined /> : <PaperClipOutlined />}
              {item.status === "done" && item.url ? (
                <a className="file-upload-name" href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.name}
                </a>
              ) : item.status === "done" ? (
                <Button
                  type="link"
                  size="small"
                  className="file-upload-name"
                  onClick={() => download(item.path)}
                >
                  {item.name}
                </Button>
              ) : (
                <Tooltip title={item.status === "error" ? item.message : undefined}>
                  <span className="file-upload-name">{item.name}</span>
                </Tooltip>
              )}
              {item.status === "uploading" && (
                <Progress
                  className="file-upload-progress"
                  percent={item.percent}
                  size="small"
                  aria-label={`${item.name} 上传进度`}
                />
              )}
              {!disabled && (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`删除 ${item.name}`}
                  title="删除"
                  onClick={() => remove(item.uid)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
