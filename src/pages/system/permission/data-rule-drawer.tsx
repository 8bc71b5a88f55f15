import { PlusOutlined, SearchOutlined } from "@ant-design/icons";
import { Button, Divider, Drawer, Form, Input, Popconfirm, Space, Table, Tag } from "antd";
import { useCallback, useEffect, useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import { useReportAnswer } from "../shared/use-report-answer";
import {
  addRule,
  type DataRule,
  type DataRuleValues,
  deleteRule,
  editRule,
  loadRules,
  type RuleFilter,
} from "./data-rule-api";
import { DataRuleForm } from "./data-rule-form";

type Editing = { rule?: DataRule } | null;

/** 数据规则 of one menu: its rules, searched by name and value, added, edited and deleted. */
export function DataRuleDrawer({
  menu,
  onClose,
}: {
  menu: { id: string; name: string };
  onClose: () => void;
}) {
  const reportAnswer = useReportAnswer();
  const [rows, setRows] = useState<DataRule[]>([]);
  const [filter, setFilter] = useState<RuleFilter>({});
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await loadRules(menu.id, filter));
    } catch {
      // The HTTP client reported the failure.
    } finally {
      setLoading(false);
    }
  }, [menu.id, filter]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (values: DataRuleValues) => {
    const rule = editing?.rule;
    if (await reportAnswer(rule ? editRule(rule, values) : addRule(menu.id, values))) {
      setEditing(null);
      await load();
    }
  };

  const columns = [
    { title: "规则名称", dataIndex: "ruleName", key: "ruleName" },
    { title: "规则字段", dataIndex: "ruleColumn", key: "ruleColumn" },
    { title: "条件规则", dataIndex: "ruleConditions", key: "ruleConditions", width: 100 },
    { title: "规则值", dataIndex: "ruleValue", key: "ruleValue" },
    {
      title: "状态",
      dataIndex: "status",
      key: "status",
      width: 70,
      render: (value: unknown) =>
        String(value) === "0" ? <Tag color="red">无效</Tag> : <Tag color="green">有效</Tag>,
    },
    {
      title: "操作",
      key: "action",
      width: 110,
      render: (_: unknown, rule: DataRule) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <TextLink onClick={() => setEditing({ rule })}>编辑</TextLink>
          <Popconfirm
            title="确定删除吗?"
            onConfirm={async () => {
              if (await reportAnswer(deleteRule(rule.id))) await load();
            }}
          >
            <TextLink>删除</TextLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Drawer open width={800} title={`数据规则：${menu.name}`} onClose={onClose}>
      <Form<RuleFilter>
        layout="inline"
        name="data-rule-search"
        onFinish={setFilter}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="ruleName" label="规则名称">
          <Input allowClear placeholder="请输入规则名称" />
        </Form.Item>
        <Form.Item name="ruleValue" label="规则值">
          <Input allowClear placeholder="请输入规则值" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<DataRule>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        locale={{ emptyText: "暂无数据规则" }}
      />
      {editing && <DataRuleForm rule={editing.rule} onSave={save} onCancel={() => setEditing(null)} />}
    </Drawer>
  );
}
