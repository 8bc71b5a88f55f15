import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Upload } from "antd";
import { useState } from "react";
import { downFile, getFileAccessHttpUrl, saveBlob, uploadAction } from "@/providers/http/client";

/** A partial import's result (ARCHITECTURE "Excel"); older backends send the error file path as `result`. */
interface ImportResult {
  msg?: string;
  fileUrl?: string;
  fileName?: string;
}

/** The error file of a partial import (code 201), from either answer form. */
export function importErrorFile(result: unknown): string | undefined {
  if (typeof result === "string" && result !== "") return result;
  if (typeof result === "object" && result !== null) {
    const url = (result as ImportResult).fileUrl;
    if (typeof url === "string" && url !== "") return url;
  }
  return undefined;
}

/** 导出 and 导入 of a list: export sends the list's current query; import refreshes the list after. */
export function ExcelButtons({
  title,
  exportUrl,
  importUrl,
  query,
  onImported,
}: {
  title: string;
  exportUrl?: string;
  importUrl?: string;
  query: () => Record<string, unknown>;
  onImported: () => void;
}) {
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);

  const exportXls = async () => {
    if (!exportUrl) return;
    setBusy(true);
    try {
      const file = await downFile(exportUrl, query());
      saveBlob(file.blob, file.fileName ?? `${title}.xlsx`);
    } catch {
      // The HTTP client reported the failure.
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (file: File) => {
    if (!importUrl) return;
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    try {
      const answer = await uploadAction<unknown>(importUrl, form);
      if (!answer.success) {
        message.error(answer.message || `${file.name} 文件上传失败`);
      } else if (answer.code === 201) {
        const path = importErrorFile(answer.result);
        const href = path ? getFileAccessHttpUrl(path) : undefined;
        modal.warning({
          title: answer.message || "文件导入成功，但有错误。",
          content: href ? (
            <a href={href} target="_blank" rel="noreferrer">
              下载错误文件
            </a>
          ) : undefined,
          okText: "知道了",
        });
        onImported();
      } else {
        message.success(answer.message || `${file.name} 文件上传成功`);
        onImported();
      }
    } catch {
      // The HTTP client reported the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {exportUrl && (
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void exportXls()}>
          导出
        </Button>
      )}
      {importUrl && (
        <Upload
          accept=".xls,.xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={busy}>
            导入
          </Button>
        </Upload>
      )}
    </>
  );
}
