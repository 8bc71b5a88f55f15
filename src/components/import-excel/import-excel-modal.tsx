import { UploadOutlined } from "@ant-design/icons";
import { App, Button, Modal, Progress, Switch, Upload, type UploadFile } from "antd";
import { useState } from "react";
import { appConfig } from "@/app-config";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import { downFile, saveBlob, uploadAction } from "@/providers/http/client";
import { importOutcome, PARTIAL_TITLE } from "./import-outcome";
import { isExcelName, toXlsxFile } from "./to-xlsx";

export interface ImportExcelModalProps {
  /** Import endpoint below the API base (`/permit/vehicle/importExcel`). */
  url: string;
  /** Called when the dialog closes; `imported` when the list should reload. */
  onClose: (imported: boolean) => void;
  /** Sent as `isSingleTableImport` (the original's `biz`): the file holds one table only. */
  biz?: string;
  /** Values every imported row takes (a parent record's key), sent as the JSON text `foreignKeys`. */
  foreignKeys?: Record<string, string | number> | string;
  /** Offers 校验全部数据 and sends `validateStatus` 0 or 1 (off whenever the dialog opens). */
  online?: boolean;
}

/** The import's form fields besides the files, each only when its option is given. */
export function importFormFields(
  options: Pick<ImportExcelModalProps, "biz" | "foreignKeys" | "online">,
  validate: boolean,
): [string, string][] {
  const out: [string, string][] = [];
  if (options.biz) out.push(["isSingleTableImport", options.biz]);
  const keys = options.foreignKeys;
  if (keys && (typeof keys === "string" || Object.keys(keys).length > 0)) {
    out.push(["foreignKeys", typeof keys === "string" ? keys : JSON.stringify(keys)]);
  }
  if (options.online) out.push(["validateStatus", validate ? "1" : "0"]);
  return out;
}

/** `domianURL + path`, as the original links the error file. */
export function errorFileHref(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${appConfig().apiBaseUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

type Stage = { step: "idle" } | { step: "converting" } | { step: "uploading"; percent: number };

/** 导入EXCEL (the original's JImportModal): several .xls/.xlsx files posted together as `files[]`. */
export default function ImportExcelModal({ url, onClose, biz, foreignKeys, online }: ImportExcelModalProps) {
  const { message, modal } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [validate, setValidate] = useState(false);
  const [stage, setStage] = useState<Stage>({ step: "idle" });
  const busy = stage.step !== "idle";

  const downloadErrors = async (path: string) => {
    try {
      const file = await downFile(path);
      saveBlob(file.blob, file.fileName ?? path.split("/").pop() ?? "import_errors.txt");
    } catch {
      // The HTTP client reported the failure.
    }
  };

  const upload = async () => {
    const chosen = files.flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
    if (chosen.length === 0) return;
    const names = chosen.map((f) => f.name).join("、");
    let converted = false;
    try {
      setStage({ step: "converting" });
      const ready = await Promise.all(chosen.map((f) => toXlsxFile(f)));
      converted = true;
      const form = new FormData();
      for (const f of ready) form.append("files[]", f, f.name);
      for (const [name, value] of importFormFields({ biz, foreignKeys, online }, validate)) {
        form.append(name, value);
      }
      setStage({ step: "uploading", percent: 0 });
      const answer = await uploadAction<unknown>(url, form, {
        onProgress: (percent) => setStage({ step: "uploading", percent }),
      });
      const outcome = importOutcome(answer, names);
      if (outcome.kind === "failed") {
        message.warning(outcome.message);
        return;
      }
      if (outcome.kind === "partial") {
        const path = outcome.errorFile;
        modal.warning({
          title: PARTIAL_TITLE,
          okText: "知道了",
          content: (
            <div>
              <div>{outcome.message}</div>
              {outcome.summary && <div>{outcome.summary}</div>}
              {path && (
                <div>
                  <span>具体详情请 </span>
                  <a
                    href={errorFileHref(path)}
                    onClick={(event) => {
                      event.preventDefault();
                      void downloadErrors(path);
                    }}
                  >
                    点击下载
                  </a>
                </div>
              )}
            </div>
          ),
        });
      } else {
        message.success(outcome.message);
      }
      setFiles([]);
      onClose(true);
    } catch {
      // A conversion failure is ours to report; HTTP failures were reported by the HTTP client.
      if (!converted) message.warning(`${names} 文件转换失败`);
    } finally {
      setStage({ step: "idle" });
    }
  };

  const footer = [
    <Button key="close" disabled={busy} onClick={() => onClose(false)}>
      关闭
    </Button>,
    <Button
      key="upload"
      type="primary"
      disabled={files.length === 0}
      loading={busy}
      onClick={() => void upload()}
    >
      {busy ? "上传中..." : "开始上传"}
    </Button>,
  ];

  return (
    <Modal
      open
      title="导入EXCEL"
      width={600}
      footer={footer}
      maskClosable={!busy}
      closable={!busy}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Upload
        accept=".xls,.xlsx"
        multiple
        fileList={files}
        disabled={busy}
        beforeUpload={(file) => {
          if (!isExcelName(file.name)) {
            message.warning(`${file.name} 不是 .xls 或 .xlsx 文件`);
            return Upload.LIST_IGNORE;
          }
          return false;
        }}
        onChange={({ fileList }) => setFiles(fileList)}
      >
        <Button icon={<UploadOutlined />} disabled={busy}>
          选择导入文件
        </Button>
      </Upload>
      {online && (
        <div style={{ marginTop: 12 }}>
          <Switch
            size="small"
            checked={validate}
            disabled={busy}
            onChange={setValidate}
            aria-label="校验全部数据"
          />
          <span style={{ marginLeft: 8 }}>校验全部数据</span>
          <span style={{ marginLeft: 8, color: TERTIARY_TEXT }}>开启后有一行不通过则不导入任何数据</span>
        </div>
      )}
      {stage.step === "converting" && <div style={{ marginTop: 12 }}>正在将 .xls 转换为 .xlsx…</div>}
      {stage.step === "uploading" && (
        <div style={{ marginTop: 12 }}>
          <Progress percent={stage.percent} size="small" aria-label="上传进度" />
          {stage.percent >= 100 && (
            <div style={{ color: TERTIARY_TEXT }}>文件已上传，服务器正在导入数据…</div>
          )}
        </div>
      )}
    </Modal>
  );
}
