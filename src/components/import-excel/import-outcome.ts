/**
 * How an import answer is shown (as the original's JImportModal and list mixin do): a failure warns
 * with the message; code 201 warns 导入成功,但是有错误数据! with the error file; otherwise success.
 */
import type { JeecgResult } from "@/providers/http/client";

export type ImportOutcome =
  | { kind: "failed"; message: string }
  | { kind: "partial"; message: string; summary?: string; errorFile?: string }
  | { kind: "ok"; message: string };

export const PARTIAL_TITLE = "导入成功,但是有错误数据!";

interface PartialResult {
  msg?: unknown;
  fileUrl?: unknown;
}

/** The error file of a partial import: `result.fileUrl`, or the older form where `result` is the path. */
export function importErrorFile(result: unknown): string | undefined {
  if (typeof result === "string" && result !== "") return result;
  if (typeof result === "object" && result !== null) {
    const url = (result as PartialResult).fileUrl;
    if (typeof url === "string" && url !== "") return url;
  }
  return undefined;
}

export function importOutcome(answer: JeecgResult<unknown>, fileNames: string): ImportOutcome {
  if (!answer.success) return { kind: "failed", message: `${fileNames} ${answer.message || "文件上传失败"}` };
  if (answer.code === 201) {
    const result = answer.result as PartialResult | string | null | undefined;
    const summary =
      typeof result === "object" && result !== null && typeof result.msg === "string"
        ? result.msg
        : undefined;
    return {
      kind: "partial",
      message: answer.message || "",
      summary,
      errorFile: importErrorFile(answer.result),
    };
  }
  return { kind: "ok", message: answer.message || "数据导入成功" };
}
