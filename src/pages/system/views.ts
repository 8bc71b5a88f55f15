import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * System screens the CRUD kit cannot declare alone (trees, authorisation drawers), by menu component
 * key; each loads on first use. Keys here win over a declared resource's plain list page.
 */
export const SYSTEM_VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  "system/UserList": lazy(() => import("./user/user-page")),
  "system/RoleUserList": lazy(() => import("./role/role-page")),
  "system/DictList": lazy(() => import("./dict/dict-page")),
  "system/DepartList": lazy(() => import("./depart/depart-page")),
  "system/PermissionList": lazy(() => import("./permission/permission-page")),
  "system/LogList": lazy(() => import("./log/log-page")),
  "system/DataLogList": lazy(() => import("./data-log/data-log-page")),
  "system/AddressList": lazy(() => import("./address-book/address-book-page")),
};
