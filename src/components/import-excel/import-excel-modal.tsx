import { UploadOutlined } from "@ant-design/icons";
import { Alert, App, Button, Modal, Progress, Switch, Upload, type UploadFile } from "antd";
import { useRef, useState } from "react";
import { appConfig } from "@/app-config";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import { downFile, type JeecgResult, saveBlob, uploadAction, uploadJson } from "@/providers/http/client";
import {
  type CellRefusal,
  type ImportCheckAnswer,
  importCheckUrls,
  isImportCheck,
  reviewSummary,
} from "./import-check";
import { importOutcome, PARTIAL_TITLE } from "./import-outcome";
import { ImportReview, type ServerRows } from "./import-review";
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
  /**
   * Checks a chosen file at once (`importCheck` beside the import path) and, when rows are refused, shows
   * them for correction before anything is stored; a server without the check is imported as before.
   */
  checkFirst?: boolean;
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

type Stage =
  | { step: "idle" }
  | { step: "converting" }
  | { step: "uploading"; percent: number }
  | { step: "rows"; action: "check" | "import"; percent: number };

/** What the check of the chosen files said. */
type Review =
  | { status: "none" }
  | { status: "checking"; percent: number }
  | { status: "passed"; message: string }
  | { status: "refused"; check: ImportCheckAnswer & { rows: Record<string, string>[] } }
  | { status: "unchecked"; message: string };

const REVIEW_WIDTH = 1100;

/** 导入EXCEL (the original's JImportModal): several .xls/.xlsx files posted together as `files[]`. */
export default function ImportExcelModal({
  url,
  onClose,
  biz,
  foreignKeys,
  online,
  checkFirst,
}: ImportExcelModalProps) {
  const { message, modal } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [validate, setValidate] = useState(false);
  const [stage, setStage] = useState<Stage>({ step: "idle" });
  const [review, setReview] = useState<Review>({ status: "none" });
  const busy = stage.step !== "idle";
  const urls = importCheckUrls(url);
  // The latest check wins; the server takes one import or check per user at a time, so each request
  // waits for the one before it.
  const checkNo = useRef(0);
  const running = useRef<Promise<unknown>>(Promise.resolve());

  const chosenFiles = (list: readonly UploadFile[]) =>
    list.flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));

  const runCheck = (list: readonly UploadFile[]) => {
    const mine = ++checkNo.current;
    const chosen = chosenFiles(list);
    if (!checkFirst || chosen.length === 0) {
      setReview({ status: "none" });
      return;
    }
    const before = running.current;
    const current = () => mine === checkNo.current;
    running.current = (async () => {
      await before.catch(() => undefined);
      if (!current()) return;
      setReview({ status: "checking", percent: 0 });
      try {
        const ready = await Promise.all(chosen.map((f) => toXlsxFile(f)));
        const form = new FormData();
        for (const f of ready) form.append("files[]", f, f.name);
        for (const [name, value] of importFormFields({ biz, foreignKeys }, false)) form.append(name, value);
        const answer = await uploadAction<unknown>(urls.check, form, {
          onProgress: (percent) => current() && setReview({ status: "checking", percent }),
        });
        if (!current()) return;
        const result = answer.result;
        if (!answer.success || !isImportCheck(result) || !result.rows) {
          setReview({ status: "unchecked", message: answer.message || "校验失败" });
        } else if (result.errors.length === 0) {
          setReview({ status: "passed", message: answer.message });
        } else {
          setReview({ status: "refused", check: { ...result, rows: result.rows } });
        }
      } catch {
        if (current()) setReview({ status: "unchecked", message: "未能校验文件" });
      }
    })();
  };

  const rowsBody = (rows: ServerRows) => ({
    rows,
    ...Object.fromEntries(importFormFields({ biz, foreignKeys }, false)),
  });

  const sendRows = async (action: "check" | "import", rows: ServerRows) => {
    setStage({ step: "rows", action, percent: 0 });
    try {
      return await uploadJson<unknown>(action === "check" ? urls.check : urls.rows, rowsBody(rows), {
        onProgress: (percent) => setStage({ step: "rows", action, percent }),
      });
    } catch {
      // The HTTP client reported the failure.
      return undefined;
    } finally {
      setStage({ step: "idle" });
    }
  };

  const refusedCells = (answer: JeecgResult<unknown>): readonly CellRefusal[] | undefined =>
    isImportCheck(answer.result) ? answer.result.errors : undefined;

  const recheckRows = async (rows: ServerRows) => {
    const answer = await sendRows("check", rows);
    if (!answer) return undefined;
    if (!answer.success) {
      message.warning(answer.message || "校验失败");
      return undefined;
    }
    const cells = refusedCells(answer);
    if (cells && cells.length === 0) message.success(answer.message);
    else if (cells) message.warning(answer.message);
    return cells;
  };

  const importRows = async (rows: ServerRows) => {
    const answer = await sendRows("import", rows);
    if (!answer) return undefined;
    if (answer.success) {
      message.success(answer.message || "数据导入成功");
      setFiles([]);
      onClose(true);
      return undefined;
    }
    const result = answer.result;
    if (isImportCheck(result)) {
      message.warning(`${answer.message}：${reviewSummary(result.total, result.errorRows)}`);
      return result.errors;
    }
    message.warning(answer.message || "导入失败");
    return undefined;
  };

  const downloadErrors = async (path: string) => {
    try {
      const file = await downFile(path);
      saveBlob(file.blob, file.fileName ?? path.split("/").pop() ?? "import_errors.txt");
    } catch {
      // The HTTP client reported the failure.
    }
  };

  const upload = async () => {
    const chosen = chosenFiles(files);
    if (chosen.length === 0) return;
    const names = chosen.map((f) => f.name).join("、");
    let converted = false;
    try {
      setStage({ step: "converting" });
      await running.current.catch(() => undefined);
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
      disabled={files.length === 0 || stage.step === "rows"}
      loading={busy && stage.step !== "rows"}
      onClick={() => void upload()}
    >
      {busy && stage.step !== "rows" ? "上传中..." : "开始上传"}
    </Button>,
  ];

  return (
    <Modal
      open
      title="导入EXCEL"
      width={review.status === "refused" ? REVIEW_WIDTH : 600}
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
        onChange={({ fileList }) => {
          setFiles(fileList);
          runCheck(fileList);
        }}
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
      {review.status === "checking" && (
        <div style={{ marginTop: 12 }}>
          <Progress percent={review.percent} size="small" aria-label="校验进度" />
          <div style={{ color: TERTIARY_TEXT }}>
            {review.percent >= 100 ? "文件已上传，服务器正在逐行校验…" : "正在上传文件以校验…"}
          </div>
        </div>
      )}
      {review.status === "passed" && (
        <Alert style={{ marginTop: 12 }} type="success" showIcon message={`${review.message}，可以导入`} />
      )}
      {review.status === "unchecked" && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message={`${review.message}；仍可点击「开始上传」直接导入`}
        />
      )}
      {review.status === "refused" && (
        <div style={{ marginTop: 12 }}>
          <ImportReview check={review.check} busy={busy} onRecheck={recheckRows} onImport={importRows} />
        </div>
      )}
      {stage.step === "rows" && (
        <div style={{ marginTop: 12 }}>
          <Progress percent={stage.percent} size="small" aria-label="提交进度" />
          <div style={{ color: TERTIARY_TEXT }}>
            {stage.percent < 100
              ? "正在提交数据…"
              : stage.action === "check"
                ? "数据已提交，服务器正在逐行校验…"
                : "数据已提交，服务器正在校验并导入…"}
          </div>
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
