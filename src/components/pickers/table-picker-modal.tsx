import type { CrudFilter } from "@refinedev/core";
import { Button, Form, Modal, type TableColumnsType } from "antd";
import { type Key, type ReactNode, useState } from "react";
import { eqFilters, ResourceTable } from "@/components/resource-table";
import { cellText, type Row } from "./types";

export interface TablePickerModalProps {
  title: string;
  width?: number;
  /** the refine resource of the list's records */
  resource: string;
  /** list endpoint */
  url: string;
  columns: TableColumnsType<Row>;
  rowKey?: string;
  multi?: boolean;
  /** keys chosen before the dialog opened */
  selectedKeys?: string[];
  /** query inputs; their values (already in the list convention) become the list query */
  filters?: ReactNode;
  /** turns the filter form's values into the list query */
  toQuery?: (values: Record<string, unknown>) => Record<string, string>;
  pageSize?: number;
  pageSizeOptions?: number[];
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
}

const dropEmpty = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ""));

/** A list in a dialog with a query form; rows are chosen by checkbox (multi) or radio. */
export function TablePickerModal({
  title,
  width = 900,
  resource,
  url,
  columns,
  rowKey = "id",
  multi,
  selectedKeys = [],
  filters,
  toQuery,
  pageSize = 10,
  pageSizeOptions = [10, 20, 30],
  onOk,
  onCancel,
}: TablePickerModalProps) {
  const [form] = Form.useForm();
  const [search, setSearch] = useState<CrudFilter[]>([]);
  const [keys, setKeys] = useState<Key[]>(selectedKeys);
  const [chosen, setChosen] = useState<Row[]>([]);

  const find = () => {
    const values = form.getFieldsValue() as Record<string, unknown>;
    setSearch(eqFilters(dropEmpty(toQuery ? toQuery(values) : (values as Record<string, string>))));
  };
  const reset = () => {
    form.resetFields();
    setSearch([]);
  };

  return (
    <Modal
      open
      title={title}
      width={width}
      okText="确定"
      cancelText="关闭"
      onCancel={onCancel}
      onOk={() => {
        const byKey = new Map(chosen.map((r) => [cellText(r[rowKey]), r]));
        onOk(keys.map((k) => byKey.get(String(k)) ?? { [rowKey]: String(k) }));
      }}
      destroyOnHidden
    >
      {filters && (
        <Form
          form={form}
          name="picker_query"
          layout="inline"
          style={{ marginBottom: 12, rowGap: 8 }}
          onFinish={find}
        >
          {filters}
          <Form.Item>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button style={{ marginLeft: 8 }} onClick={reset}>
              重置
            </Button>
          </Form.Item>
        </Form>
      )}
      <ResourceTable<Row>
        resource={resource}
        list={url}
        search={search}
        pageSize={pageSize}
        pageSizeOptions={pageSizeOptions}
        size="small"
        bordered
        rowKey={(r) => cellText(r[rowKey])}
        columns={columns}
        scroll={{ x: "max-content" }}
        onRow={(record) => ({
          onClick: () => {
            const key = cellText(record[rowKey]);
            if (!multi) {
              setKeys([key]);
              setChosen([record]);
            } else if (!keys.includes(key)) {
              setKeys([...keys, key]);
              setChosen([...chosen, record]);
            }
          },
        })}
        rowSelection={{
          type: multi ? "checkbox" : "radio",
          selectedRowKeys: keys,
          preserveSelectedRowKeys: true,
          onChange: (next, rows) => {
            setKeys(next);
            setChosen((old) => [...old, ...rows.filter(Boolean)]);
          },
        }}
      />
    </Modal>
  );
}
