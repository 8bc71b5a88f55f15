import { useMemo } from "react";
import { ACCESS, type GrantSource, PERMISSION_TREE } from "./grant-source";
import { GrantTreeDrawer } from "./grant-tree-drawer";

export interface RoleRef {
  id: string;
  roleName: string;
}

const seg = encodeURIComponent;

/** A role's menus (saveRolePermission), with the data rules of each granted menu. */
export function roleGrantSource(role: RoleRef): GrantSource {
  return {
    title: `角色权限配置：${role.roleName}`,
    tree: PERMISSION_TREE,
    granted: {
      resource: ACCESS.roleGrants,
      url: "/sys/permission/queryRolePermission",
      query: { roleId: role.id },
    },
    save: { url: "/sys/permission/saveRolePermission", body: { roleId: role.id } },
    refreshes: [ACCESS.roleGrants],
    dataRules: (permissionId) => ({
      read: { resource: ACCESS.rules, url: `/sys/role/datarule/${seg(permissionId)}/${seg(role.id)}` },
      save: { url: "/sys/role/datarule", body: { permissionId, roleId: role.id } },
      refreshes: [ACCESS.rules],
    }),
  };
}

/** 角色权限配置: the permission tree of one role. */
export function RoleAuthDrawer({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const source = useMemo(() => roleGrantSource(role), [role]);
  return <GrantTreeDrawer source={source} onClose={onClose} />;
}
