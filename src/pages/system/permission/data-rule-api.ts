import { deleteAction, getAction, postAction, putAction } from "@/providers/http/client";

/** A row of sys_permission_data_rule (reference §4.1). */
export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn?: string | null;
  ruleConditions: string;
  ruleValue: string;
  status?: string | null;
}

export type DataRuleValues = Omit<DataRule, "id" | "permissionId">;

export interface RuleFilter {
  ruleName?: string;
  ruleValue?: string;
}

/** All rules of a menu, or those matching the filter (queryPermissionRule). */
export async function loadRules(permissionId: string, filter: RuleFilter = {}): Promise<DataRule[]> {
  const named = Object.fromEntries(
    Object.entries(filter).filter(([, v]) => typeof v === "string" && v.trim()),
  );
  const answer = Object.keys(named).length
    ? await getAction<DataRule[]>("/sys/permission/queryPermissionRule", {
        permissionId,
        ...Object.fromEntries(Object.entries(named).map(([k, v]) => [k, `*${String(v).trim()}*`])),
      })
    : await getAction<DataRule[]>("/sys/permission/getPermRuleListByPermId", { permissionId });
  return answer.success && Array.isArray(answer.result) ? answer.result : [];
}

export const addRule = (permissionId: string, values: DataRuleValues) =>
  postAction("/sys/permission/addPermissionRule", { ...values, permissionId });
export const editRule = (rule: DataRule, values: DataRuleValues) =>
  putAction("/sys/permission/editPermissionRule", {
    ...values,
    id: rule.id,
    permissionId: rule.permissionId,
  });
export const deleteRule = (id: string) => deleteAction("/sys/permission/deletePermissionRule", { id });

/** The values a rule may compare with, filled in per user on the server (reference §5.3). */
export const RULE_VARIABLES = ["#{sys_user_code}", "#{sys_org_code}", "#{sys_date}", "#{sys_time}"];
