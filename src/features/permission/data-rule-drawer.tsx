import { PlusOutlined, SearchOutlined } from "@ant-design/icons";
import { type CrudFilter, useDelete } from "@refinedev/core";
import { Button, Divider, Drawer, Form, Input, Popconfirm, Space, Tag } from "antd";
import { useState } from "react";
import { errorNotice, successNotice, TEXT } from "@/components/crud/notices";
import { TextLink } from "@/components/crud/text-link";
import { ResourceTable } from "@/components/resource-table";
import { type DataRule, RULE_API, RULE_RESOURCE } from "./data-rule-api";
import { DataRuleForm } from "./data-rule-form";

interface RuleFilter {
  ruleName?: string;
  ruleValue?: string;
}

/** Rules whose name or value contain the given text. */
function searchOf(filter: RuleFilter): CrudFilter[] {
  return [
    { field: "ruleName", operator: "contains", value: filter.ruleName?.trim() },
    { field: "ruleValue", operator: "contains", value: filter.ruleValue?.trim() },
  ];
}

type Editing = { rule?: DataRule } | null;

/** 数据规则 of one menu: its rules, searched by name and value, added, edited and deleted. */
export function DataRuleDrawer({
  menu,
  onClose,
}: {
  menu: { id: string; name: string };
  onClose: () => void;
}) {
  const [search, setSearch] = useState<CrudFilter[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const { mutate: remove } = useDelete();
  // A search asks queryPermissionRule; without one, getPermRuleListByPermId answers all rules of the menu.
  const searching = search.some((filter) => typeof filter.value === "string" && filter.value !== "");

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
            onConfirm={() =>
              remove({
                resource: RULE_RESOURCE,
                id: rule.id,
                meta: { api: RULE_API },
                successNotification: successNotice(TEXT.deleted),
                errorNotification: errorNotice,
              })
            }
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
        onFinish={(values) => setSearch(searchOf(values))}
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
      <ResourceTable<DataRule>
        resource={RULE_RESOURCE}
        list={searching ? "/sys/permission/queryPermissionRule" : "/sys/permission/getPermRuleListByPermId"}
        fixedFilter={{ permissionId: menu.id }}
        search={search}
        paged={false}
        size="small"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: "暂无数据规则" }}
      />
      {editing && (
        <DataRuleForm permissionId={menu.id} rule={editing.rule} onClosed={() => setEditing(null)} />
      )}
    </Drawer>
  );
}
