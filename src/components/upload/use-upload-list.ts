import { App } from "antd";
import { type ClipboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { uploadAction } from "@/providers/http/client";
import { UPLOAD_URL } from "./static-url";
import {
  fromValue,
  isImageFile,
  keepLast,
  moveItem,
  pastedImage,
  removeItem,
  screenshotBiz,
  startItem,
  toValue,
  UPLOAD_TEXT,
  type UploadItem,
  withAnswer,
  withFailure,
  withProgress,
} from "./upload-state";

export interface UploadListOptions {
  /** comma-joined stored paths (the form value) */
  value?: string | null;
  onChange?: (value: string) => void;
  /** folder on the server (default temp) */
  biz?: string;
  /** > 0 keeps only the last N files */
  number?: number;
  /** refuse chosen files whose type is not an image (请上传图片) */
  imageOnly?: boolean;
  /** a caller's own check before upload; answer a message to refuse the file */
  check?: (file: File) => string | undefined;
  /** how stored files are named in the list (附件1.pdf, 图片1.png) */
  noun?: string;
  /** the answer's field that holds the stored path (default `message`) */
  responseName?: string;
}

export interface UploadList {
  items: UploadItem[];
  /** starts uploading a chosen file (into `biz` when given); false when it was refused */
  add: (file: File, biz?: string) => boolean;
  /** a paste into the widget: an image in it uploads as upload.png into the day's screenshot folder */
  paste: (event: ClipboardEvent) => void;
  remove: (uid: string) => void;
  move: (index: number, direction: -1 | 1) => void;
}

let nextUid = 0;

/** The upload list of one widget: state machine of upload-state.ts, uploads through the HTTP client. */
export function useUploadList({
  value,
  onChange,
  biz = "temp",
  number = 0,
  imageOnly,
  check,
  noun,
  responseName,
}: UploadListOptions): UploadList {
  const { message } = App.useApp();
  const [items, setItems] = useState<UploadItem[]>(() => fromValue(value, noun));
  const emitted = useRef(toValue(items));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // A value set from outside (the record loaded, the form reset) replaces the list.
  useEffect(() => {
    const next = typeof value === "string" ? value : "";
    if (next === emitted.current) return;
    emitted.current = next;
    setItems(fromValue(next, noun));
  }, [value, noun]);

  // The form hears only the done files, whenever that list changes.
  useEffect(() => {
    const next = toValue(items);
    if (next === emitted.current) return;
    emitted.current = next;
    onChangeRef.current?.(next);
  }, [items]);

  const update = useCallback((uid: string, change: (item: UploadItem) => UploadItem) => {
    setItems((prev) => prev.map((item) => (item.uid === uid ? change(item) : item)));
  }, []);

  const add = useCallback(
    (file: File, folder = biz): boolean => {
      if (imageOnly && !isImageFile(file)) {
        message.warning(UPLOAD_TEXT.notImage);
        return false;
      }
      const refusal = check?.(file);
      if (refusal) {
        message.warning(refusal);
        return false;
      }
      nextUid += 1;
      const uid = `upload-${Date.now()}-${nextUid}`;
      setItems((prev) =>
        keepLast([...prev, startItem({ uid, name: file.name, size: file.size, type: file.type })], number),
      );
      const form = new FormData();
      form.append("file", file, file.name);
      form.append("biz", folder);
      uploadAction<unknown>(UPLOAD_URL, form, {
        onProgress: (p) => update(uid, (item) => withProgress(item, p)),
      })
        .then((answer) => {
          update(uid, (item) => withAnswer(item, answer, responseName));
          if (!answer.success) message.error(UPLOAD_TEXT.itemFailed(file.name));
        })
        .catch(() => {
          update(uid, withFailure);
          message.error(UPLOAD_TEXT.itemFailed(file.name));
        });
      return true;
    },
    [biz, number, imageOnly, check, message, update, responseName],
  );

  const paste = useCallback(
    (event: ClipboardEvent) => {
      const image = pastedImage(event.clipboardData);
      if (!image) return;
      event.preventDefault();
      if (add(image, screenshotBiz(new Date()))) message.info(UPLOAD_TEXT.screenshotUploading);
    },
    [add, message],
  );

  const remove = useCallback((uid: string) => setItems((prev) => removeItem(prev, uid)), []);

  const move = useCallback(
    (index: number, direction: -1 | 1) => {
      const result = moveItem(items, index, direction);
      if (result.ok) setItems(result.items);
      else message.warning(result.message);
    },
    [items, message],
  );

  return { items, add, paste, remove, move };
}
