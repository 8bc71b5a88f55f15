import { App } from "antd";
import { useCallback } from "react";
import { downloadTarget } from "./upload-state";

/**
 * The download helper of file values (the original's downloadFile): opens the stored file, or warns
 * 未知的文件 when the value names none instead of opening an empty or broken address.
 */
export function useDownloadFile(): (path: unknown) => boolean {
  const { message } = App.useApp();
  return useCallback(
    (path: unknown) => {
      const target = downloadTarget(path);
      if (!target.ok) {
        message.warning(target.message);
        return false;
      }
      window.open(target.url, "_blank", "noopener,noreferrer");
      return true;
    },
    [message],
  );
}
