import type { ColumnType } from "antd/es/table";
import { type RowActionHandlers, RowActions } from "./row-actions";
import type { CrudRecord, ResourceDecl, RowAction } from "./types";
import type { ResourcePermissions } from "./use-resource-permissions";

const BUILT_IN_LABELS = { edit: "编辑", delete: "删除", details: "详情" } as const;

/** A link of 14 px characters and its separator. */
const linkWidth = (action: RowAction) =>
  14 + 14 * (typeof action === "string" ? BUILT_IN_LABELS[action] : action.label).length;

/** The 操作 column, or none when the user may use no row action at all. */
export function actionColumn(
  actions: RowAction[],
  permissions: ResourcePermissions,
  handlers: RowActionHandlers,
  allow?: ResourceDecl["allowRecord"],
  /** The resource's own width of the column, when its links should all stay on one line. */
  width?: number,
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
      // Room for the first three links (exclusive actions such as 冻结/解冻 share a place), so a row's
      // links stay on one line whatever their labels' lengths.
      width: width ?? 24 + actions.slice(0, 3).reduce((sum, action) => sum + linkWidth(action), 0),
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
