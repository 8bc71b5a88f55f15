import type { CrudFilter } from "@refinedev/core";
import { Button, Col, Row as GridRow, Input, Modal, Table, type TableColumnsType } from "antd";
import { useMemo, useState } from "react";
import { ResourceTable } from "@/components/resource-table";
import { ModalPicker } from "./modal-picker";
import { cellText, type PickerProps, type Row } from "./types";

export const BIZ_PICKER_WIDTH = 900;
export const BIZ_PAGE_SIZE = 5;

export interface BizPickerProps extends PickerProps {
  /** dialog title */
  title: string;
  /** the refine resource of the business records */
  resource: string;
  /** list endpoint of the business records */
  listUrl: string;
  columns: TableColumnsType<Row>;
  /** field stored in the value (default id) */
  valueKey?: string;
  /** field shown in the input and the chosen pane */
  labelKey: string;
  /** field searched with `*keyword*`, and its label */
  searchField: string;
  searchLabel: string;
}

/**
 * JSelectBizComponent: two panes, the query and list (5 a page) on the left, the chosen records on the
 * right, each removable.
 */
export function BizPicker({
  title,
  resource,
  listUrl,
  columns,
  valueKey = "id",
  labelKey,
  searchField,
  searchLabel,
  multi = true,
  placeholder = "请选择",
  ...props
}: BizPickerProps) {
  // Stable per endpoint, so the texts of stored values are looked up once per value change.
  const labelSource = useMemo(
    () => ({
      resource,
      url: listUrl,
      query: (values: string[]) => ({ [valueKey]: values.join(","), pageNo: "1", pageSize: "100" }),
    }),
    [resource, listUrl, valueKey],
  );
  return (
    <ModalPicker
      {...props}
      multi={multi}
      placeholder={placeholder}
      valueKey={valueKey}
      labelKey={labelKey}
      labelSource={labelSource}
      renderDialog={({ selected, labels, onOk, onCancel }) => (
        <BizModal
          title={title}
          resource={resource}
          listUrl={listUrl}
          columns={columns}
          valueKey={valueKey}
          labelKey={labelKey}
          searchField={searchField}
          searchLabel={searchLabel}
          multi={multi}
          initial={selected.map((v, i) => ({ [valueKey]: v, [labelKey]: labels[i] ?? v }))}
          onCancel={onCancel}
          onOk={onOk}
        />
      )}
    />
  );
}

interface BizModalProps {
  title: string;
  resource: string;
  listUrl: string;
  columns: TableColumnsType<Row>;
  valueKey: string;
  labelKey: string;
  searchField: string;
  searchLabel: string;
  multi: boolean;
  initial: Row[];
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
}

function BizModal(p: BizModalProps) {
  const [search, setSearch] = useState<CrudFilter[]>([]);
  const [chosen, setChosen] = useState<Row[]>(p.initial);
  const key = (r: Row) => cellText(r[p.valueKey]);
  const keys = chosen.map(key);

  const choose = (rows: Row[]) => {
    if (!p.multi) {
      setChosen(rows.slice(-1));
      return;
    }
    const next = [...chosen];
    for (const r of rows) if (!next.some((c) => key(c) === key(r))) next.push(r);
    setChosen(next);
  };

  return (
    <Modal
      open
      title={p.title}
      width={BIZ_PICKER_WIDTH}
      okText="确定"
      cancelText="关闭"
      onCancel={p.onCancel}
      onOk={() => p.onOk(chosen)}
    >
      <GridRow gutter={12}>
        <Col span={15}>
          <Input.Search
            allowClear
            placeholder={`请输入${p.searchLabel}`}
            addonBefore={p.searchLabel}
            style={{ marginBottom: 12 }}
            onSearch={(v) => setSearch([{ field: p.searchField, operator: "contains", value: v.trim() }])}
          />
          <ResourceTable<Row>
            resource={p.resource}
            list={p.listUrl}
            search={search}
            pageSize={BIZ_PAGE_SIZE}
            pageSizeOptions={[5, 10, 20, 30]}
            size="small"
            bordered
            rowKey={key}
            columns={p.columns}
            rowSelection={{
              type: p.multi ? "checkbox" : "radio",
              selectedRowKeys: keys,
              onSelect: (record, selected) =>
                selected ? choose([record]) : setChosen(chosen.filter((c) => key(c) !== key(record))),
              onSelectAll: (selected, _rows, changed) =>
                selected
                  ? choose(changed)
                  : setChosen(chosen.filter((c) => !changed.some((r) => key(r) === key(c)))),
            }}
            onRow={(record) => ({ onClick: () => choose([record]) })}
          />
        </Col>
        <Col span={9}>
          <Table<Row>
            size="small"
            bordered
            rowKey={key}
            dataSource={chosen}
            pagination={false}
            locale={{ emptyText: "暂无已选" }}
            columns={[
              { title: `已选${p.title.replace(/^选择/, "")}`, dataIndex: p.labelKey },
              {
                title: "操作",
                width: 70,
                render: (_v, r) => (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setChosen(chosen.filter((c) => key(c) !== key(r)))}
                  >
                    删除
                  </Button>
                ),
              },
            ]}
          />
        </Col>
      </GridRow>
    </Modal>
  );
}
