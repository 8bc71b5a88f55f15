import { Divider, Popconfirm } from "antd";
import { Fragment, type ReactNode } from "react";
import { TEXT } from "./notices";
import { TextLink } from "./text-link";
import type { CrudRecord, CustomAction, ResourceDecl, RowAction } from "./types";
import type { ResourcePermissions } from "./use-resource-permissions";

export interface RowActionHandlers {
  edit: (record: CrudRecord) => void;
  details: (record: CrudRecord) => void;
  delete: (record: CrudRecord) => void;
  custom: (action: CustomAction, record: CrudRecord) => void;
}

function confirmText(action: CustomAction, record: CrudRecord): string | undefined {
  return typeof action.confirm === "function" ? action.confirm([record]) : action.confirm;
}

function link(label: string, onClick?: () => void): ReactNode {
  return <TextLink onClick={onClick}>{label}</TextLink>;
}

/** 编辑 | 删除 | custom actions of one row, each only when permitted (and visible for this record). */
export function RowActions({
  record,
  actions,
  permissions,
  handlers,
  allow,
}: {
  record: CrudRecord;
  /** Per-record limits of the built-in actions (ResourceDecl.allowRecord). */
  allow?: ResourceDecl["allowRecord"];
  actions: RowAction[];
  permissions: ResourcePermissions;
  handlers: RowActionHandlers;
}) {
  const items: { key: string; node: ReactNode }[] = [];
  for (const action of actions) {
    if (action === "details") {
      items.push({ key: "details", node: link("详情", () => handlers.details(record)) });
    } else if (action === "edit") {
      if (permissions.edit && (allow?.edit?.(record) ?? true))
        items.push({ key: "edit", node: link("编辑", () => handlers.edit(record)) });
    } else if (action === "delete") {
      if (permissions.delete && (allow?.delete?.(record) ?? true)) {
        items.push({
          key: "delete",
          node: (
            <Popconfirm title={TEXT.deleteOneConfirm} onConfirm={() => handlers.delete(record)}>
              {link("删除")}
            </Popconfirm>
          ),
        });
      }
    } else if (permissions.code(action.permission) && (action.visible?.(record) ?? true)) {
      const confirm = confirmText(action, record);
      items.push({
        key: action.key,
        node: confirm ? (
          <Popconfirm title={confirm} onConfirm={() => handlers.custom(action, record)}>
            {link(action.label)}
          </Popconfirm>
        ) : (
          link(action.label, () => handlers.custom(action, record))
        ),
      });
    }
  }
  return (
    <span>
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 && <Divider type="vertical" />}
          {item.node}
        </Fragment>
      ))}
    </span>
  );
}
