import type { ResourceRead } from "@/components/resource-table/use-resource-read";
import type { DataRuleGrant } from "@/components/screen-kit/data-rule-grant";

/**
 * The refine resources of access data. Every read of it is cached under one of them, so a save that reloads
 * a resource refreshes each screen showing it: the menus (菜单管理's own resource, which the grant trees
 * show), the menus' data rules, and the grants of roles, departments and department roles.
 */
export const ACCESS = {
  menus: "sys-permission",
  rules: "sys-permission-rule",
  roleGrants: "sys-role-permission",
  departGrants: "sys-depart-permission",
  departRoleGrants: "sys-depart-role-permission",
} as const;

/** The whole menu tree with its buttons (`{treeList, ids}`), which a role may be granted. */
export const PERMISSION_TREE: ResourceRead = { resource: ACCESS.menus, url: "/sys/permission/queryTreeList" };

/** Where a grant tree reads and writes: a role's, a department's or a department role's menus. */
export interface GrantSource {
  title: string;
  /** The menus that may be granted (`{treeList}`). */
  tree: ResourceRead;
  /** The ids granted now. */
  granted: ResourceRead;
  /** POST: this body plus `permissionIds` and `lastpermissionIds`, a diff against what the editor started from. */
  save: { url: string; body: Readonly<Record<string, string>> };
  /** The resources whose reads and lists reload after a save. */
  refreshes: readonly string[];
  /** Where the data rules of one granted menu are read and saved. */
  dataRules?: (permissionId: string) => DataRuleGrant;
}
