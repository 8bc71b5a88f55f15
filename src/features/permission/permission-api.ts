/** A row of /sys/permission/list (SysPermissionTree: every field plus key/title, children nested). */
export interface MenuRow {
  id: string;
  key: string;
  parentId?: string | null;
  name: string;
  menuType: number;
  url?: string | null;
  component?: string | null;
  componentName?: string | null;
  redirect?: string | null;
  icon?: string | null;
  sortNo?: number | null;
  route?: boolean | null;
  hidden?: boolean | null;
  alwaysShow?: boolean | null;
  keepAlive?: boolean | null;
  hideTab?: boolean | null;
  internalOrExternal?: boolean | null;
  perms?: string | null;
  permsType?: string | null;
  status?: string | null;
  children?: MenuRow[] | null;
}

export type MenuValues = Omit<MenuRow, "id" | "key" | "children">;

/** The menu tree and its record paths. */
export const MENU_API = {
  list: "/sys/permission/list",
  add: "/sys/permission/add",
  edit: "/sys/permission/edit",
  delete: "/sys/permission/delete",
};

export const MENU_TYPES = [
  { value: 0, label: "一级菜单" },
  { value: 1, label: "子菜单" },
  { value: 2, label: "按钮/权限" },
];

/** Menus that may hold a new row (buttons hold nothing), for the parent picker. */
export interface ParentOption {
  value: string;
  title: string;
  children?: ParentOption[];
}

export function parentOptions(rows: readonly MenuRow[]): ParentOption[] {
  return rows
    .filter((row) => row.menuType !== 2)
    .map((row) => {
      const children = parentOptions(row.children ?? []);
      return { value: row.id, title: row.name, children: children.length ? children : undefined };
    });
}

/** The table shows `children` only where there are some, so leaves get no expand icon. */
export function withoutEmptyChildren(rows: readonly MenuRow[]): MenuRow[] {
  return rows.map((row) => {
    const { children, ...rest } = row;
    return children?.length ? { ...rest, children: withoutEmptyChildren(children) } : rest;
  });
}
