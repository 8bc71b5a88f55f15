import type { ColumnType } from "antd/es/table";
import { type RowActionHandlers, RowActions } from "./row-actions";
import type { CrudRecord, ResourceDecl, RowAction } from "./types";
import type { ResourcePermissions } from "./use-resource-permissions";

/** The 操作 column, or none when the user may use no row action at all. */
export function actionColumn(
  actions: RowAction[],
  permissions: ResourcePermissions,
  handlers: RowActionHandlers,
  allow?: ResourceDecl["allowRecord"],
): ColumnType<CrudRecord>[] {
  const any = actions.some((action) =>
    action === "details"
      ? true
      : action === "edit"
        ? permissions.edit
        : action === "delete"
          ? permissions.delete
          : permissions.code(action.permission),
  );
  if (!any) return [];
  return [
    {
      key: "__actions",
      title: "操作",
      fixed: "right",
      align: "center",
      // About three two-character links per row (exclusive actions such as 冻结/解冻 share a place).
      width: 24 + 42 * Math.min(actions.length, 3),
      render: (_value, record) => (
        <RowActions
          record={record}
          actions={actions}
          permissions={permissions}
          handlers={handlers}
          allow={allow}
        />
      ),
    },
  ];
}
