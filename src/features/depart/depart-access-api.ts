import type { PermissionNode } from "@/features/role/permission-checks";
import { loadPermissionTree } from "@/features/role/role-api";
import type { GrantSource } from "@/features/role/role-auth-drawer";
import { getAction, postAction } from "@/providers/http/client";

const ids = (result: unknown): string[] => (Array.isArray(result) ? result.map(String) : []);
const seg = encodeURIComponent;

/** 部门权限: the menus a department may hand to its department roles, with their data rules. */
export function departGrantSource(depart: { id: string; departName: string }): GrantSource {
  return {
    title: `部门权限配置：${depart.departName}`,
    loadTree: loadPermissionTree,
    loadGranted: async () =>
      ids((await getAction("/sys/permission/queryDepartPermission", { departId: depart.id })).result),
    save: (permissionIds, lastpermissionIds) =>
      postAction("/sys/permission/saveDepartPermission", {
        departId: depart.id,
        permissionIds,
        lastpermissionIds,
      }),
    dataRules: {
      load: (permissionId) =>
        getAction(`/sys/sysDepartPermission/datarule/${seg(permissionId)}/${seg(depart.id)}`),
      save: (permissionId, dataRuleIds) =>
        postAction("/sys/sysDepartPermission/datarule", { permissionId, departId: depart.id, dataRuleIds }),
    },
  };
}

export interface DepartRoleValues {
  roleName: string;
  roleCode: string;
  description?: string;
  departId?: string;
}

/** A department role's menus, chosen among its department's own (queryTreeListForDeptRole). */
export function departRoleGrantSource(departId: string, role: { id: string; roleName: string }): GrantSource {
  return {
    title: `部门角色权限配置：${role.roleName}`,
    loadTree: async () => {
      const answer = await getAction<{ treeList?: PermissionNode[] }>(
        "/sys/sysDepartPermission/queryTreeListForDeptRole",
        { departId },
      );
      return answer.success ? (answer.result?.treeList ?? []) : [];
    },
    loadGranted: async () =>
      ids((await getAction("/sys/sysDepartPermission/queryDeptRolePermission", { roleId: role.id })).result),
    save: (permissionIds, lastpermissionIds) =>
      postAction("/sys/sysDepartPermission/saveDeptRolePermission", {
        roleId: role.id,
        permissionIds,
        lastpermissionIds,
      }),
    dataRules: {
      load: (permissionId) =>
        getAction(`/sys/sysDepartRole/datarule/${seg(permissionId)}/${seg(departId)}/${seg(role.id)}`),
      save: (permissionId, dataRuleIds) =>
        postAction("/sys/sysDepartRole/datarule", { permissionId, departId, roleId: role.id, dataRuleIds }),
    },
  };
}
