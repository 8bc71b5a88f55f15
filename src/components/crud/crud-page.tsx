import type { BaseKey } from "@refinedev/core";
import { Grid } from "antd";
import { type Key, lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { Panel } from "@/components/layout/panel";
import { ListTable } from "@/components/resource-table/list-table";
import { useAntdTable } from "@/components/resource-table/use-antd-table";
import { useKeptTableProps } from "@/components/resource-table/use-kept-table-props";
import { SuperQueryButton } from "@/components/super-query/super-query-button";
import { conditionQuery, type SuperQuery } from "@/providers/list-query";
import { actionColumn } from "./action-column";
import { applyColumnSettings, completeSettings } from "./column-settings";
import { ColumnSettingsButton } from "./column-settings-button";
import { buildColumns } from "./columns";
import { CrudToolbar } from "./crud-toolbar";
import { ExcelButtons } from "./excel-buttons";
import { listFields, searchToFilters } from "./fields";
import { errorNotice } from "./notices";
import { declMeta } from "./resource-meta";
import { namedRowChecks } from "./row-selection";
import { SearchPanel } from "./search-panel";
import { SelectionBar } from "./selection-bar";
import { superQueryFields } from "./super-query-fields";
import type { CrudRecord, FormAction, ResourceDecl } from "./types";
import { useColumnSettings } from "./use-column-settings";
import { useCrudActions } from "./use-crud-actions";
import { excelCodes, useResourcePermissions } from "./use-resource-permissions";

// The add/edit dialog (form widgets, drawer) loads when first opened.
const RecordDialog = lazy(() => import("./record-dialog"));
const DetailsModal = lazy(() => import("./details-modal"));

const DEFAULT_SORT = { field: "createTime", order: "desc" } as const;
/** The row checkboxes' column. */
const SELECTION_WIDTH = 32;

interface DialogState {
  action: FormAction;
  id?: BaseKey;
  key: number;
}

/**
 * The list page of a declared resource: search panel, toolbar, table with sort, selection and pagination,
 * add/edit dialog, delete and batch actions. Every hook names the resource explicitly and keeps its state
 * out of the URL, so the page also works in a kept-alive tab.
 */
export function CrudPage({
  resource,
  toolbarExtra,
}: {
  resource: ResourceDecl;
  /** A page's own buttons after the kit's (回收站 of the user list). */
  toolbarExtra?: ReactNode;
}) {
  const meta = useMemo(() => declMeta(resource), [resource]);
  const rowKey = resource.rowKey ?? "id";
  const keyOf = (record: CrudRecord) => record[rowKey] as BaseKey;
  const permissions = useResourcePermissions(resource, meta);
  const [selected, setSelected] = useState<CrudRecord[]>([]);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const openDialog = (action: FormAction, id?: BaseKey) => setDialog({ action, id, key: Date.now() });
  const [details, setDetails] = useState<CrudRecord | null>(null);
  const [superQuery, setSuperQuery] = useState<SuperQuery | null>(null);
  // The list and export carry the super query; permissions keep the plain meta (no re-asking per query).
  const listMeta = useMemo(() => (superQuery ? { ...meta, superQuery } : meta), [meta, superQuery]);
  const superFields = useMemo(() => superQueryFields(resource), [resource]);
  const hasSuperQuery = resource.superQuery !== false && superFields.length > 0;

  const table = useAntdTable<CrudRecord>({
    resource: resource.name,
    meta: listMeta,
    syncWithLocation: false,
    sorters: { initial: [resource.defaultSort ?? DEFAULT_SORT] },
    filters: { defaultBehavior: "replace" },
    pagination: { pageSize: 10 },
    errorNotification: errorNotice,
  });
  const { sorters, filters, setFilters, tableQuery, setCurrentPage } = table;
  // A failed search or page change keeps the rows shown before.
  const tableProps = useKeptTableProps(table);

  const actions = useCrudActions(
    resource,
    meta,
    permissions,
    { rows: selected, keyOf, set: setSelected },
    () => tableQuery.refetch(),
  );
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.md);
  // A phone's screen (under 576 px): its 操作 column holds only 更多.
  const phone = screens.xs === true;
  // The user's column settings: their order and hidden columns; the first column and 操作 stay in place.
  const columnSettings = useColumnSettings(resource.name);
  const declaredColumns = buildColumns(resource, sorters);
  const [first, ...rest] = applyColumnSettings(declaredColumns, columnSettings.settings);
  const rowActions = actionColumn(
    resource.rowActions ?? ["edit", "delete"],
    permissions,
    {
      edit: (row) => openDialog("edit", keyOf(row)),
      details: setDetails,
      delete: actions.deleteRecord,
      custom: (action, row) => void actions.runCustom(action, [row]),
    },
    resource.allowRecord,
    // A wide column would cover a narrow screen's table.
    wide ? resource.actionWidth : undefined,
    phone ? 0 : wide && resource.actionWidth ? undefined : (resource.inlineActions ?? 1),
  );
  const columns = [
    // The first column (what names the row) stays in view while a wide table scrolls.
    ...(first ? [{ ...first, fixed: "left" as const }, ...rest] : []),
    ...rowActions,
  ];
  // The columns' own widths: a table that fits its card fills it, a wider one scrolls.
  const scrollWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), SELECTION_WIDTH);
  // A row's checkbox is named after its first column, looked up once rather than for every row.
  const nameField = listFields(resource)[0]?.dataIndex ?? "id";
  const excel = excelCodes(resource);
  const canExport = Boolean(excel.export) && permissions.code(excel.export);
  const canImport = Boolean(excel.import) && permissions.code(excel.import);
  const ActionDialog = actions.openDialog?.action.dialog;
  const pagination = tableProps.pagination && {
    ...tableProps.pagination,
    pageSizeOptions: ["10", "20", "30"],
    showQuickJumper: true,
    showSizeChanger: true,
  };

  return (
    <Panel>
      {columnSettings.reader}
      <SearchPanel
        resource={resource}
        onSearch={(values) => {
          setFilters(searchToFilters(resource, values));
          setCurrentPage(1);
        }}
      />
      <CrudToolbar
        canCreate={permissions.create}
        onCreate={() => openDialog("create")}
        batchItems={actions.batchItems}
        extra={
          (canExport || canImport || hasSuperQuery || toolbarExtra) && (
            <>
              {(canExport || canImport) && (
                <ExcelButtons
                  title={resource.title}
                  exportUrl={canExport ? resource.api.exportXls : undefined}
                  importUrl={canImport ? resource.api.importExcel : undefined}
                  query={() => conditionQuery({ sorters, filters, meta: listMeta })}
                  selectedKeys={() => selected.map((row) => String(keyOf(row)))}
                  onImported={() => void tableQuery.refetch()}
                />
              )}
              {hasSuperQuery && (
                <SuperQueryButton
                  fields={superFields}
                  active={superQuery !== null}
                  saveCode={resource.superQuery ? resource.superQuery.saveCode : undefined}
                  store="server"
                  onSearch={(query) => {
                    setSuperQuery(query && query.params.length > 0 ? query : null);
                    setCurrentPage(1);
                  }}
                />
              )}
              {toolbarExtra}
            </>
          )
        }
        end={
          declaredColumns.length > 1 && (
            <ColumnSettingsButton
              columns={declaredColumns.map((column) => ({
                key: String(column.key),
                title: String(column.title),
              }))}
              value={completeSettings(declaredColumns, columnSettings.settings)}
              hasActions={rowActions.length > 0}
              onPreview={columnSettings.preview}
              onSave={columnSettings.save}
              onReset={columnSettings.reset}
            />
          )
        }
      />
      <SelectionBar count={selected.length} onClear={() => setSelected([])} />
      <ListTable<CrudRecord>
        {...tableProps}
        // Rows wait for the first read of the column settings, so hidden columns never flash in.
        loading={Boolean(tableProps.loading) || columnSettings.pending}
        rowKey={rowKey}
        columns={columns}
        pagination={pagination}
        scroll={{ x: scrollWidth }}
        rowSelection={{
          ...namedRowChecks((row: CrudRecord) => row[nameField]),
          selectedRowKeys: selected.map(keyOf) as Key[],
          onChange: (_keys, rows) => setSelected(rows),
        }}
      />
      {dialog && (
        <Suspense fallback={null}>
          <RecordDialog
            key={dialog.key}
            resource={resource}
            action={dialog.action}
            id={dialog.id}
            meta={meta}
            onClosed={() => setDialog(null)}
          />
        </Suspense>
      )}
      {details && (
        <Suspense fallback={null}>
          <DetailsModal resource={resource} record={details} onClosed={() => setDetails(null)} />
        </Suspense>
      )}
      {ActionDialog && actions.openDialog && (
        <ActionDialog records={actions.openDialog.records} onClose={actions.closeDialog} />
      )}
    </Panel>
  );
}
