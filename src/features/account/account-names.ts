import { type HttpError, useCustom } from "@refinedev/core";
import { errorNotice } from "@/components/crud/notices";
import { type LabelSource, useLabels } from "@/components/pickers/use-labels";
import { useSession } from "@/providers/session";

/** A department of GET /sys/user/getCurrentUserDeparts, only what naming needs. */
interface DepartName {
  orgCode?: unknown;
  departName?: unknown;
}

interface DepartsAnswer {
  result?: { list?: DepartName[]; orgCode?: string | null };
}

/**
 * The name of the department `orgCode` among the user's own departments; the code itself while they load,
 * when the server sent none or when the code is none of them. The login's user info carries the code only.
 */
export function departNameOf(list: readonly DepartName[] | undefined, orgCode: string): string {
  const found = list?.find((d) => d.orgCode === orgCode);
  return typeof found?.departName === "string" && found.departName !== "" ? found.departName : orgCode;
}

/** Position names of the comma-joined codes a user's `post` holds, each code as itself until it is read. */
const POSITIONS: LabelSource = {
  resource: "sys-position",
  url: "/sys/position/list",
  query: (codes) => ({ code: codes.join(","), pageNo: "1", pageSize: "100" }),
};

const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/**
 * The signed-in user's current department and positions by name. The departments are read through refine
 * (the same read as the department switch), the positions from the position list the pickers read, so a
 * rename there shows here too.
 */
export function useAccountNames(): { depart: string; positions: string } {
  const info = useSession((s) => s.info);
  const orgCode = text(info.orgCode);
  const { query } = useCustom<DepartsAnswer, HttpError>({
    url: "/sys/user/getCurrentUserDeparts",
    method: "get",
    queryOptions: { enabled: orgCode !== "" },
    errorNotification: errorNotice,
  });
  const named = text(info.orgCodeTxt);
  const depart = named || (orgCode ? departNameOf(query.data?.data.result?.list, orgCode) : "");
  const post = text(info.post);
  const { labels } = useLabels(post || undefined, POSITIONS, "code", "name");
  return { depart, positions: labels.join("、") };
}
