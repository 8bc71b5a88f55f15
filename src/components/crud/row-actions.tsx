import { DownOutlined } from "@ant-design/icons";
import { Dropdown } from "antd";
import { Fragment, useState } from "react";
import { LazyPopconfirm } from "./lazy-popconfirm";
import { LinkSeparator } from "./link-separator";
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

/** The label of the menu that holds a row's further actions. */
export const MORE_LABEL = "更多";

/** One action a row offers: its label, what it does and the question asked first, if any. */
interface RowItem {
  key: string;
  label: string;
  run: () => void;
  confirm?: string;
}

function confirmText(action: CustomAction, record: CrudRecord): string | undefined {
  return typeof action.confirm === "function" ? action.confirm([record]) : action.confirm;
}

/** The actions this record offers this user, in declaration order. */
export function rowItems(
  record: CrudRecord,
  actions: RowAction[],
  permissions: ResourcePermissions,
  handlers: RowActionHandlers,
  allow?: ResourceDecl["allowRecord"],
): RowItem[] {
  const items: RowItem[] = [];
  for (const action of actions) {
    if (action === "details") {
      items.push({ key: "details", label: "详情", run: () => handlers.details(record) });
    } else if (action === "edit") {
      if (permissions.edit && (allow?.edit?.(record) ?? true))
        items.push({ key: "edit", label: "编辑", run: () => handlers.edit(record) });
    } else if (action === "delete") {
      if (permissions.delete && (allow?.delete?.(record) ?? true))
        items.push({
          key: "delete",
          label: "删除",
          run: () => handlers.delete(record),
          confirm: TEXT.deleteOneConfirm,
        });
    } else if (permissions.code(action.permission) && (action.visible?.(record) ?? true)) {
      items.push({
        key: action.key,
        label: action.label,
        run: () => handlers.custom(action, record),
        confirm: confirmText(action, record),
      });
    }
  }
  return items;
}

/**
 * How many of a row's actions show as links: all of them when they are no more than `inline` (at least
 * two), otherwise the first `inline` and a 更多 menu with the rest, so every row stays one line.
 */
export function splitItems<T>(items: T[], inline: number): { shown: T[]; menu: T[] } {
  if (items.length <= Math.max(inline, 2) && inline > 0) return { shown: items, menu: [] };
  if (items.length <= 1) return { shown: items, menu: [] };
  return { shown: items.slice(0, inline), menu: items.slice(inline) };
}

function InlineLink({ item }: { item: RowItem }) {
  if (!item.confirm) return <TextLink onClick={item.run}>{item.label}</TextLink>;
  return (
    <LazyPopconfirm title={item.confirm} onConfirm={item.run}>
      <TextLink>{item.label}</TextLink>
    </LazyPopconfirm>
  );
}

/**
 * The 更多 menu. An action that asks first closes the menu and asks beside 更多 (a question anchored
 * inside a closing menu would lose its place).
 */
function MoreMenu({ items }: { items: RowItem[] }) {
  const [asking, setAsking] = useState<RowItem | null>(null);
  return (
    <LazyPopconfirm
      open={asking !== null}
      title={asking?.confirm}
      onConfirm={() => {
        asking?.run();
        setAsking(null);
      }}
      onCancel={() => setAsking(null)}
      onOpenChange={(open) => {
        if (!open) setAsking(null);
      }}
    >
      <span>
        <Dropdown
          trigger={["click"]}
          menu={{
            items: items.map(({ key, label }) => ({ key, label })),
            onClick: ({ key }) => {
              const item = items.find((candidate) => candidate.key === key);
              if (!item) return;
              if (item.confirm) setAsking(item);
              else item.run();
            },
          }}
        >
          <TextLink aria-label={MORE_LABEL} aria-haspopup="menu">
            {MORE_LABEL} <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </TextLink>
        </Dropdown>
      </span>
    </LazyPopconfirm>
  );
}

/**
 * A row's actions, each only when permitted (and offered for this record): the first `inline` as links,
 * the rest behind 更多; a destructive action asks first either way.
 */
export function RowActions({
  record,
  actions,
  permissions,
  handlers,
  allow,
  inline = 1,
}: {
  record: CrudRecord;
  /** Per-record limits of the built-in actions (ResourceDecl.allowRecord). */
  allow?: ResourceDecl["allowRecord"];
  actions: RowAction[];
  permissions: ResourcePermissions;
  handlers: RowActionHandlers;
  /** Links shown before 更多; 0 puts every action behind it (a phone's narrow column). */
  inline?: number;
}) {
  const { shown, menu } = splitItems(rowItems(record, actions, permissions, handlers, allow), inline);
  return (
    <span style={{ whiteSpace: "nowrap" }}>
      {shown.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 && <LinkSeparator />}
          <InlineLink item={item} />
        </Fragment>
      ))}
      {menu.length > 0 && (
        <>
          {shown.length > 0 && <LinkSeparator />}
          <MoreMenu items={menu} />
        </>
      )}
    </span>
  );
}
