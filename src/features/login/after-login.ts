import type { Depart, LoginResult, Tenant } from "@/providers/auth-provider";

/** What a login result still asks of the user (the original's LoginSelectTenant). */
export interface SelectionNeeds {
  tenants: Tenant[];
  departs: Depart[];
  /** Several departments: pick the current one. */
  chooseDepart: boolean;
  /** Several tenants: pick the one to act in. */
  chooseTenant: boolean;
  /** No department at all: a warning, the login goes on. */
  noDepart: boolean;
}

export function selectionNeeds(result: LoginResult): SelectionNeeds {
  const tenants = Array.isArray(result.tenantList) ? result.tenantList : [];
  const departs = Array.isArray(result.departs) ? result.departs : [];
  const multi = Number(result.multi_depart ?? (departs.length > 1 ? 2 : departs.length));
  return {
    tenants,
    departs,
    chooseDepart: multi === 2 && departs.length > 1,
    chooseTenant: tenants.length > 1,
    noDepart: multi === 0,
  };
}

/** The dialog title of the original: both, departments only or tenants only. */
export function selectionTitle(needs: SelectionNeeds): string {
  if (needs.chooseDepart && needs.chooseTenant) return "请选择租户和部门";
  return needs.chooseDepart ? "请选择部门" : "请选择租户";
}

export const NO_DEPART_WARNING = "您尚未归属部门,请确认账号信息";
