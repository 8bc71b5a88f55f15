import { type BaseKey, useDelete, useDeleteMany } from "@refinedev/core";
import { App } from "antd";
import { useState } from "react";
import type { BatchItem } from "./crud-toolbar";
import { batchDeleteConfirmText } from "./fields";
import { errorNotice, successNotice, TEXT } from "./notices";
import type { CrudRecord, CustomAction, ResourceDecl } from "./types";
import type { ResourcePermissions } from "./use-resource-permissions";

/** A custom action's dialog while it is open, with the records it acts on. */
export interface OpenActionDialog {
  action: CustomAction;
  records: CrudRecord[];
}

export interface Selection {
  rows: CrudRecord[];
  keyOf: (record: CrudRecord) => BaseKey;
  set: (update: (rows: CrudRecord[]) => CrudRecord[]) => void;
}

/**
 * Delete, batch delete and custom actions of a list page, with the original's confirmations and messages.
 * Custom actions refresh the list themselves; refine's delete hooks invalidate it.
 */
export function useCrudActions(
  resource: ResourceDecl,
  meta: Record<string, unknown>,
  permissions: ResourcePermissions,
  selection: Selection,
  refresh: () => Promise<unknown>,
) {
  const { message, modal } = App.useApp();
  const { mutate: deleteOne } = useDelete<CrudRecord>();
  const { mutateAsync: deleteMany } = useDeleteMany<CrudRecord>();
  const { keyOf } = selection;
  const unselect = (ids: BaseKey[]) =>
    selection.set((rows) => rows.filter((row) => !ids.includes(keyOf(row))));

  const deleteRecord = (record: CrudRecord) => {
    const id = keyOf(record);
    deleteOne(
      {
        resource: resource.name,
        id,
        meta,
        successNotification: successNotice(TEXT.deleted),
        errorNotification: errorNotice,
      },
      { onSuccess: () => unselect([id]) },
    );
  };

  const [openDialog, setOpenDialog] = useState<OpenActionDialog | null>(null);
  const closeDialog = (changed: boolean) => {
    const rows = openDialog?.records ?? [];
    setOpenDialog(null);
    if (!changed) return;
    unselect(rows.map(keyOf));
    void refresh();
  };

  const runCustom = async (action: CustomAction, rows: CrudRecord[]) => {
    if (action.dialog) {
      setOpenDialog({ action, records: rows });
      return;
    }
    try {
      const outcome = await action.run(rows);
      if (!outcome.success) {
        message.warning(outcome.message || "操作失败");
        // The refusal may mean the record moved on (another user acted first): show its current state.
        await refresh();
        return;
      }
      message.success(outcome.message || "操作成功");
      unselect(rows.map(keyOf));
      await refresh();
    } catch {
      // HTTP failures were reported by the HTTP client.
    }
  };

  /** Batch actions need a selection first (请选择一条记录！). */
  const withSelection = (run: (rows: CrudRecord[]) => void) => () => {
    if (selection.rows.length === 0) {
      message.warning(TEXT.selectFirst);
      return;
    }
    run(selection.rows);
  };

  const batchDelete = withSelection((rows) => {
    modal.confirm({
      title: TEXT.batchDeleteTitle,
      content: batchDeleteConfirmText(rows.length),
      okText: "确定",
      cancelText: "取消",
      onOk: () =>
        deleteMany({
          resource: resource.name,
          ids: rows.map(keyOf),
          meta,
          successNotification: successNotice(TEXT.batchDeleted),
          errorNotification: errorNotice,
        })
          .then(() => selection.set(() => []))
          .catch(() => undefined),
    });
  });

  const batchCustom = (action: CustomAction) =>
    withSelection((rows) => {
      const text = typeof action.confirm === "function" ? action.confirm(rows) : action.confirm;
      if (!text) {
        void runCustom(action, rows);
        return;
      }
      modal.confirm({
        title: "确认操作",
        content: text,
        okText: "确定",
        cancelText: "取消",
        onOk: () => runCustom(action, rows),
      });
    });

  const batchItems: BatchItem[] = (resource.batchActions ?? ["delete"]).flatMap((action) => {
    if (action === "delete")
      return permissions.delete ? [{ key: "delete", label: "删除", onClick: batchDelete }] : [];
    return permissions.code(action.permission)
      ? [{ key: action.key, label: action.label, onClick: batchCustom(action) }]
      : [];
  });

  return { deleteRecord, runCustom, batchItems, openDialog, closeDialog };
}
