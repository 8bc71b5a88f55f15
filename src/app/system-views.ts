import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * System screens the CRUD kit cannot declare alone (trees, authorisation drawers), by menu component
 * key; each loads on first use. Keys here win over a declared resource's plain list page.
 */
export const SYSTEM_VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  "system/UserList": lazy(() => import("@/features/user/user-page")),
  "system/RoleUserList": lazy(() => import("@/features/role/role-page")),
  "system/DictList": lazy(() => import("@/features/dict/dict-page")),
  "system/DepartList": lazy(() => import("@/features/depart/depart-page")),
  "system/SysCategoryList": lazy(() => import("@/features/category/category-page")),
  "system/PermissionList": lazy(() => import("@/features/permission/permission-page")),
  "system/LogList": lazy(() => import("@/features/log/log-page")),
  "system/DataLogList": lazy(() => import("@/features/data-log/data-log-page")),
  "system/AddressList": lazy(() => import("@/features/address-book/address-book-page")),
};
