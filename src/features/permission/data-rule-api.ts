/** A row of sys_permission_data_rule. */
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

/** The refine resource of data rules and its paths. */
export const RULE_RESOURCE = "sys-permission-rule";
export const RULE_API = {
  add: "/sys/permission/addPermissionRule",
  edit: "/sys/permission/editPermissionRule",
  delete: "/sys/permission/deletePermissionRule",
};

/** The values a rule may compare with, filled in per user on the server. */
export const RULE_VARIABLES = ["#{sys_user_code}", "#{sys_org_code}", "#{sys_date}", "#{sys_time}"];
