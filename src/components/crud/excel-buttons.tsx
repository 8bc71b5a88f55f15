import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Space } from "antd";
import { lazy, Suspense, useState } from "react";
import { downFile, saveBlob } from "@/providers/http/client";

// The import dialog (upload list, .xls conversion) loads when first opened.
const ImportExcelModal = lazy(() => import("@/components/import-excel/import-excel-modal"));

/** The export query: the list's conditions, plus `selections=id1,id2` when rows are selected. */
export function exportQuery(
  query: Record<string, unknown>,
  selectedKeys: readonly string[],
): Record<string, unknown> {
  return selectedKeys.length > 0 ? { ...query, selections: selectedKeys.join(",") } : query;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** 导出 and 导入 of a list: export sends the list's current query (or the selected rows); import opens 导入EXCEL. */
export function ExcelButtons({
  title,
  exportUrl,
  importUrl,
  query,
  selectedKeys = () => [],
  onImported,
}: {
  title: string;
  exportUrl?: string;
  importUrl?: string;
  query: () => Record<string, unknown>;
  selectedKeys?: () => string[];
  onImported: () => void;
}) {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  const exportXls = async () => {
    if (!exportUrl) return;
    const key = `export-${title}`;
    setExporting(true);
    message.open({ key, type: "loading", content: "正在导出…", duration: 0 });
    try {
      const file = await downFile(exportUrl, exportQuery(query(), selectedKeys()), {
        onProgress: (loaded) =>
          message.open({ key, type: "loading", content: `正在导出…已接收 ${kb(loaded)}`, duration: 0 }),
      });
      if (file.blob.size === 0) {
        message.open({ key, type: "warning", content: "文件下载失败" });
        return;
      }
      saveBlob(file.blob, file.fileName ?? `${title}.xlsx`);
      message.destroy(key);
    } catch {
      // The HTTP client reported the failure.
      message.destroy(key);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {/* The toolbar spaces its items, and these two are one item: they keep its spacing themselves. */}
      <Space wrap size={8}>
        {exportUrl && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXls()}>
            导出
          </Button>
        )}
        {importUrl && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            导入
          </Button>
        )}
      </Space>
      {importing && importUrl && (
        <Suspense fallback={null}>
          <ImportExcelModal
            url={importUrl}
            checkFirst
            onClose={(imported) => {
              setImporting(false);
              if (imported) onImported();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
