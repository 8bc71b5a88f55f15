import { ACCESS, type GrantSource, PERMISSION_TREE } from "@/features/role/grant-source";

const seg = encodeURIComponent;

/**
 * 部门权限: the menus a department may hand to its department roles, with their data rules. A change narrows
 * what its department roles may hold, so their grants are read again too.
 */
export function departGrantSource(depart: { id: string; departName: string }): GrantSource {
  return {
    title: `部门权限配置：${depart.departName}`,
    tree: PERMISSION_TREE,
    granted: {
      resource: ACCESS.departGrants,
      url: "/sys/permission/queryDepartPermission",
      query: { departId: depart.id },
    },
    save: { url: "/sys/permission/saveDepartPermission", body: { departId: depart.id } },
    refreshes: [ACCESS.departGrants, ACCESS.departRoleGrants],
    dataRules: (permissionId) => ({
      read: {
        resource: ACCESS.rules,
        url: `/sys/sysDepartPermission/datarule/${seg(permissionId)}/${seg(depart.id)}`,
      },
      save: { url: "/sys/sysDepartPermission/datarule", body: { permissionId, departId: depart.id } },
      refreshes: [ACCESS.rules],
    }),
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
    tree: {
      resource: ACCESS.departGrants,
      url: "/sys/sysDepartPermission/queryTreeListForDeptRole",
      query: { departId },
    },
    granted: {
      resource: ACCESS.departRoleGrants,
      url: "/sys/sysDepartPermission/queryDeptRolePermission",
      query: { roleId: role.id },
    },
    save: { url: "/sys/sysDepartPermission/saveDeptRolePermission", body: { roleId: role.id } },
    refreshes: [ACCESS.departRoleGrants],
    dataRules: (permissionId) => ({
      read: {
        resource: ACCESS.rules,
        url: `/sys/sysDepartRole/datarule/${seg(permissionId)}/${seg(departId)}/${seg(role.id)}`,
      },
      save: {
        url: "/sys/sysDepartRole/datarule",
        body: { permissionId, departId, roleId: role.id },
      },
      refreshes: [ACCESS.rules],
    }),
  };
}
