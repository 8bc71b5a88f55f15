import type { FormRule } from "antd";
import { getAction, postAction } from "@/providers/http/client";
import type { PermissionNode, SavePayload } from "./permission-checks";

/** GET /sys/role/checkRoleCode: a taken code fails with the server's message. */
export const uniqueRoleCode: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== "string" || value === "") return;
    const answer = await getAction("/sys/role/checkRoleCode", { roleCode: value });
    if (!answer.success) throw new Error(answer.message || "角色编码已存在");
  },
  validateTrigger: "onBlur",
};

export interface PermissionTreeAnswer {
  treeList: PermissionNode[];
  ids: string[];
}

export async function loadPermissionTree(): Promise<PermissionNode[]> {
  const answer = await getAction<PermissionTreeAnswer>("/sys/permission/queryTreeList");
  return answer.success ? (answer.result?.treeList ?? []) : [];
}

export async function loadRolePermissions(roleId: string): Promise<string[]> {
  const answer = await getAction<string[]>("/sys/permission/queryRolePermission", { roleId });
  return answer.success && Array.isArray(answer.result) ? answer.result : [];
}

export function saveRolePermission(payload: SavePayload) {
  return postAction("/sys/permission/saveRolePermission", { ...payload });
}

/** The data rules of one menu for a role (GET /sys/role/datarule/{permissionId}/{roleId}). */
export const loadRoleDataRules = (permissionId: string, roleId: string) =>
  getAction<{ datarule?: DataRuleRow[]; drChecked?: string }>(
    `/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`,
  );

export const saveRoleDataRules = (permissionId: string, roleId: string, dataRuleIds: string) =>
  postAction("/sys/role/datarule", { permissionId, roleId, dataRuleIds });

interface DataRuleRow {
  id: string;
  ruleName: string;
}
