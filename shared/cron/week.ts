/**
 * Converts a Quartz day-of-week field (1 = Sunday … 7 = Saturday) to the standard numbering
 * (0 = Sunday … 6 = Saturday), the way the original editor's preview does: single numbers, both ends
 * of a range, the start of a step and each list element are converted; `0` becomes `1`; anything
 * else (`?`, `L`, `#` forms, names) is returned unchanged.
 */
export function convertQuartzWeekToCParser(week: string): string {
  const one = (value: string): string => {
    if (!/^\d+$/.test(value)) return value;
    if (value === "0") return "1";
    if (value === "1") return "0";
    return String(Number(value) - 1);
  };
  if (/^\d+$/.test(week)) return one(week);
  if (/^\d+-\d+$/.test(week)) {
    const [from, to] = week.split("-");
    return `${one(from)}-${one(to)}`;
  }
  if (/^\d+\/\d+$/.test(week)) {
    const [start, step] = week.split("/");
    return `${one(start)}/${step}`;
  }
  if (/^\d+(,\d+)+$/.test(week)) return week.split(",").map(one).join(",");
  return week;
}
