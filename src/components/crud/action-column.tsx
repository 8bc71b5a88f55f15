import type { ColumnType } from "antd/es/table";
import { type RowActionHandlers, RowActions } from "./row-actions";
import type { CrudRecord, ResourceDecl, RowAction } from "./types";
import type { ResourcePermissions } from "./use-resource-permissions";

const BUILT_IN_LABELS = { edit: "编辑", delete: "删除", details: "详情" } as const;

/** A link of 14 px characters and its separator. */
const linkWidth = (action: RowAction) =>
  14 + 14 * (typeof action === "string" ? BUILT_IN_LABELS[action] : action.label).length;

/** 更多 with its arrow and separator. */
const MORE_WIDTH = 56;
/** The cell's padding and a little air. */
const CELL_PADDING = 24;

const sumOfLongest = (widths: number[], count: number) =>
  [...widths]
    .sort((a, b) => b - a)
    .slice(0, count)
    .reduce((sum, width) => sum + width, 0);

/**
 * Room for what a row shows with `inline` links before 更多 (see splitItems): every link when there are
 * few, else the longest links that can come first and 更多.
 */
export function actionColumnWidth(actions: RowAction[], inline: number): number {
  const widths = actions.map(linkWidth);
  const allInline = Math.max(inline, 2);
  if (inline > 0 && actions.length <= allInline) return CELL_PADDING + sumOfLongest(widths, widths.length);
  if (inline === 0) return CELL_PADDING + Math.max(MORE_WIDTH, ...widths);
  return CELL_PADDING + Math.max(sumOfLongest(widths, allInline), sumOfLongest(widths, inline) + MORE_WIDTH);
}

function permitted(action: RowAction, permissions: ResourcePermissions): boolean {
  if (action === "details") return true;
  if (action === "edit") return permissions.edit;
  if (action === "delete") return permissions.delete;
  return permissions.code(action.permission);
}

/** The 操作 column, or none when the user may use no row action at all. */
export function actionColumn(
  actions: RowAction[],
  permissions: ResourcePermissions,
  handlers: RowActionHandlers,
  allow?: ResourceDecl["allowRecord"],
  /** The resource's own width of the column, when its links should all stay on one line. */
  width?: number,
  /** Links shown before 更多 (RowActions); without it every link shows. */
  inline?: number,
): ColumnType<CrudRecord>[] {
  const usable = actions.filter((action) => permitted(action, permissions));
  if (usable.length === 0) return [];
  const shown = inline ?? actions.length;
  return [
    {
      key: "__actions",
      title: "操作",
      fixed: "right",
      align: "center",
      width:
        width ??
        (inline === undefined
          ? // Room for the first three links (exclusive actions such as 冻结/解冻 share a place).
            CELL_PADDING + actions.slice(0, 3).reduce((sum, action) => sum + linkWidth(action), 0)
          : actionColumnWidth(usable, inline)),
      render: (_value, record) => (
        <RowActions
          record={record}
          actions={actions}
          permissions={permissions}
          handlers={handlers}
          allow={allow}
          inline={shown}
        />
      ),
    },
  ];
}
