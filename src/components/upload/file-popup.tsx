import { App, Modal } from "antd";
import { useState } from "react";
import { FileUploadView } from "./file-upload";
import { UPLOAD_TEXT, type UploadItem } from "./upload-state";
import { useUploadList } from "./use-upload-list";

/** One confirmed file of the popup. */
export interface FilePopupFile {
  id: string;
  name: string;
  url: string;
  path: string;
  status: "done";
}

export interface FilePopupProps {
  open: boolean;
  title?: string;
  /** default 520 */
  width?: number;
  biz?: string;
  number?: number;
  /** paths already chosen */
  value?: string;
  onOk: (files: FilePopupFile[]) => void;
  onCancel: () => void;
}

/** The uploaded files of the list; empty when none is done. */
export function popupFiles(items: readonly UploadItem[]): FilePopupFile[] {
  return items
    .filter((item) => item.status === "done" && item.path && item.url)
    .map((item) => ({
      id: item.uid,
      name: item.name,
      url: item.url ?? "",
      path: item.path ?? "",
      status: "done",
    }));
}

/**
 * The file popup: upload in a dialog; confirming with no file warns 未上传任何文件 and stays
 * open. Each opening starts again from `value`.
 */
export function FilePopup(props: FilePopupProps) {
  const [opened, setOpened] = useState({ open: props.open, count: 0 });
  if (props.open !== opened.open) setOpened({ open: props.open, count: opened.count + (props.open ? 1 : 0) });
  return <FilePopupDialog key={opened.count} {...props} />;
}

function FilePopupDialog({
  open,
  title = "文件上传",
  width = 520,
  biz,
  number,
  value,
  onOk,
  onCancel,
}: FilePopupProps) {
  const { message } = App.useApp();
  const list = useUploadList({ value, biz, number });
  const confirm = () => {
    const files = popupFiles(list.items);
    if (files.length === 0) {
      message.warning(UPLOAD_TEXT.noFile);
      return;
    }
    onOk(files);
  };
  return (
    <Modal open={open} title={title} width={width} onOk={confirm} onCancel={onCancel} destroyOnHidden>
      <FileUploadView list={list} multiple={number !== 1} />
    </Modal>
  );
}
