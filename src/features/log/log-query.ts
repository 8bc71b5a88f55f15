/** The filters of the log screen and the query of /sys/log/list they become. */
export interface LogFilters {
  keyWord?: string;
  /** `yyyy-MM-dd` pair from the range picker. */
  range?: [string, string];
  operateType?: string;
}

export type LogType = "1" | "2";

export function logQuery(logType: LogType, filters: LogFilters): Record<string, string> {
  const query: Record<string, string> = { logType, column: "createTime", order: "desc" };
  const keyWord = filters.keyWord?.trim();
  if (keyWord) query.keyWord = keyWord;
  if (filters.range?.[0]) query.createTime_begin = `${filters.range[0]} 00:00:00`;
  if (filters.range?.[1]) query.createTime_end = `${filters.range[1]} 23:59:59`;
  if (logType === "2" && filters.operateType) query.operateType = filters.operateType;
  return query;
}
