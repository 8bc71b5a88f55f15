import { getAction } from "@/providers/http/client";
import type { Row } from "../shared/row";

export interface VersionAnswer {
  success: boolean;
  message: string;
  rows: Row[];
}

function rows(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : [];
}

/** GET /sys/dataLog/queryCompareList?dataId1&dataId2: the two versions to compare. */
export async function loadComparePair(id1: string, id2: string): Promise<VersionAnswer> {
  const answer = await getAction("/sys/dataLog/queryCompareList", { dataId1: id1, dataId2: id2 });
  return { success: answer.success, message: answer.message, rows: rows(answer.result) };
}

/** GET /sys/dataLog/queryDataVerList?dataTable&dataId: every version of one record (未找到版本信息 if none). */
export async function loadVersions(dataTable: string, dataId: string): Promise<VersionAnswer> {
  const answer = await getAction("/sys/dataLog/queryDataVerList", { dataTable, dataId });
  return { success: answer.success, message: answer.message, rows: rows(answer.result) };
}
