import { DiffOutlined } from "@ant-design/icons";
import type { CrudFilter } from "@refinedev/core";
import { App, Button, Form, Input, Space, Typography } from "antd";
import { type Key, useState } from "react";
import { namedRowChecks } from "@/components/crud/row-selection";
import { Panel } from "@/components/layout/panel";
import { ResourceTable } from "@/components/resource-table";
import { InlineSearchForm } from "@/components/screen-kit/inline-search-form";
import { type Row, text } from "@/components/screen-kit/row";
import { CompareModal } from "./compare-modal";

interface Filters {
  dataTable?: string;
  dataId?: string;
}

const columns = [
  { title: "表名", dataIndex: "dataTable", key: "dataTable", width: 160 },
  { title: "数据编号", dataIndex: "dataId", key: "dataId", width: 280 },
  { title: "版本号", dataIndex: "dataVersion", key: "dataVersion", width: 80 },
  {
    title: "数据内容",
    dataIndex: "dataContent",
    key: "dataContent",
    render: (value: unknown) => (
      <Typography.Text ellipsis={{ tooltip: text(value) }} style={{ maxWidth: 420 }}>
        {text(value)}
      </Typography.Text>
    ),
  },
  { title: "创建人", dataIndex: "createBy", key: "createBy", width: 100 },
  { title: "创建时间", dataIndex: "createTime", key: "createTime", width: 170 },
];

const NEWEST_FIRST = [{ field: "createTime", order: "desc" }] as const;

/** Exact table name and record id. */
function searchOf(filters: Filters): CrudFilter[] {
  return [
    { field: "dataTable", operator: "eq", value: filters.dataTable?.trim() },
    { field: "dataId", operator: "eq", value: filters.dataId?.trim() },
  ];
}

/** 数据日志 (system/DataLogList): every stored version of a record; two versions compare field by field. */
export default function DataLogPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const [search, setSearch] = useState<CrudFilter[]>([]);
  const [selected, setSelected] = useState<Row[]>([]);
  const [pair, setPair] = useState<[Row, Row] | null>(null);

  const compare = () => {
    const [a, b] = selected;
    if (selected.length !== 2 || !a || !b) {
      message.warning("请选择两条数据");
      return;
    }
    if (text(a.dataTable) !== text(b.dataTable) || text(a.dataId) !== text(b.dataId)) {
      message.warning("请选择相同的数据库表和数据编号进行比较");
      return;
    }
    setPair(Number(a.dataVersion) <= Number(b.dataVersion) ? [a, b] : [b, a]);
  };

  return (
    <Panel>
      <InlineSearchForm<Filters>
        form={form}
        name="data-log-search"
        onSearch={(values) => setSearch(searchOf(values))}
      >
        <Form.Item name="dataTable" label="表名">
          <Input allowClear placeholder="请输入表名" />
        </Form.Item>
        <Form.Item name="dataId" label="数据编号">
          <Input allowClear placeholder="请输入数据编号" />
        </Form.Item>
      </InlineSearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<DiffOutlined />} onClick={compare}>
          数据比较
        </Button>
        {selected.length > 0 && <span>已选择 {selected.length} 项</span>}
      </Space>
      <ResourceTable<Row>
        resource="sys-data-log"
        list="/sys/dataLog/list"
        sorters={NEWEST_FIRST}
        search={search}
        size="middle"
        rowKey={(row) => text(row.id)}
        columns={columns}
        scroll={{ x: "max-content" }}
        rowSelection={{
          ...namedRowChecks((row: Row) => row.dataTable),
          selectedRowKeys: selected.map((row) => text(row.id)) as Key[],
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setSelected(rows),
        }}
      />
      {pair && <CompareModal pair={pair} onClose={() => setPair(null)} />}
    </Panel>
  );
}
