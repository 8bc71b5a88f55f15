import { useList } from "@refinedev/core";
import { Alert, Modal, Select, Space, Spin, Table, Tag } from "antd";
import { useMemo, useState } from "react";
import { type Row, text } from "@/components/screen-kit/row";
import { compareVersions, type FieldDiff, parseContent } from "./compare";

const versionLabel = (row: Row) => `版本 ${text(row.dataVersion)}（${text(row.createTime)}）`;

/** 数据比较: two versions of one record side by side, changed fields marked; either version can be switched. */
export function CompareModal({ pair, onClose }: { pair: [Row, Row]; onClose: () => void }) {
  const dataTable = text(pair[0].dataTable);
  const dataId = text(pair[0].dataId);
  const [leftId, setLeftId] = useState(text(pair[0].id));
  const [rightId, setRightId] = useState(text(pair[1].id));
  // Every version of the record (queryDataVerList); a refusal (未找到版本信息) shows here, in the dialog.
  const { result, query } = useList<Row>({
    resource: "sys-data-log",
    meta: { api: { list: "/sys/dataLog/queryDataVerList" } },
    filters: [
      { field: "dataTable", operator: "eq", value: dataTable },
      { field: "dataId", operator: "eq", value: dataId },
    ],
    pagination: { mode: "off" },
    errorNotification: false,
  });
  const loading = query.isLoading;
  const error = query.error;
  // An HTTP failure has been shown by the client's error catalogue.
  const problem = error && !("httpStatus" in error) ? error.message || "未找到版本信息" : "";
  const versions = result.data.length ? result.data : pair;

  const byId = useMemo(() => new Map(versions.map((row) => [text(row.id), row])), [versions]);
  const left = byId.get(leftId) ?? pair[0];
  const right = byId.get(rightId) ?? pair[1];
  const diffs = compareVersions(parseContent(left.dataContent), parseContent(right.dataContent));
  const changedCount = diffs.filter((d) => d.changed).length;
  const options = versions.map((row) => ({ value: text(row.id), label: versionLabel(row) }));
  const changedStyle = (diff: FieldDiff) =>
    diff.changed ? { color: "#cf1322", fontWeight: 600 } : undefined;

  const columns = [
    { title: "字段", dataIndex: "field", key: "field", width: 180 },
    {
      title: `版本 ${text(left.dataVersion)}`,
      key: "left",
      render: (_: unknown, diff: FieldDiff) => <span style={changedStyle(diff)}>{diff.left}</span>,
    },
    {
      title: `版本 ${text(right.dataVersion)}`,
      key: "right",
      render: (_: unknown, diff: FieldDiff) => <span style={changedStyle(diff)}>{diff.right}</span>,
    },
    {
      title: "",
      key: "mark",
      width: 80,
      render: (_: unknown, diff: FieldDiff) => (diff.changed ? <Tag color="red">已修改</Tag> : null),
    },
  ];

  return (
    <Modal open title="数据比较" width={1000} footer={null} onCancel={onClose}>
      <Space wrap style={{ marginBottom: 12 }}>
        <span>
          表名：{dataTable}　数据ID：{dataId}
        </span>
        <Select
          aria-label="左侧版本"
          value={leftId}
          options={options}
          onChange={setLeftId}
          style={{ width: 280 }}
        />
        <Select
          aria-label="右侧版本"
          value={rightId}
          options={options}
          onChange={setRightId}
          style={{ width: 280 }}
        />
      </Space>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Spin spinning={loading}>
        <Alert
          type={changedCount ? "info" : "success"}
          message={changedCount ? `共 ${changedCount} 个字段不同` : "两个版本的内容相同"}
          style={{ marginBottom: 12 }}
        />
        <Table<FieldDiff>
          size="small"
          rowKey="field"
          columns={columns}
          dataSource={diffs}
          pagination={false}
          scroll={{ y: 420 }}
        />
      </Spin>
    </Modal>
  );
}
