import type { CrudFilter } from "@refinedev/core";
import { Col, Empty, Input, Row, Spin, Tree } from "antd";
import type { DataNode } from "antd/es/tree";
import { useState } from "react";
import { Panel } from "@/components/layout/panel";
import { ResourceTable } from "@/components/resource-table";
import { type Row as Record, text } from "@/components/screen-kit/row";
import type { DepartNode } from "@/features/depart/depart-api";
import { useDepartTree } from "@/features/depart/use-depart-tree";

function toData(nodes: readonly DepartNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.departName,
    children: node.children?.length ? toData(node.children) : undefined,
  }));
}

const columns = [
  { title: "姓名", dataIndex: "realname", key: "realname", width: 120 },
  { title: "工号", dataIndex: "workNo", key: "workNo", width: 100 },
  { title: "部门", dataIndex: "orgCodeTxt", key: "orgCodeTxt" },
  {
    title: "职务",
    dataIndex: "post_dictText",
    key: "post",
    render: (v: unknown, r: Record) => text(v) || text(r.post),
  },
  { title: "座机", dataIndex: "telephone", key: "telephone", width: 130 },
  { title: "手机号", dataIndex: "phone", key: "phone", width: 130 },
  { title: "邮箱", dataIndex: "email", key: "email" },
];

/** 通讯录 (system/AddressList): the department tree and the chosen department's people, read-only. */
export default function AddressBookPage() {
  const { nodes: tree, loading: treeLoading } = useDepartTree();
  const [chosen, setChosen] = useState<string>();
  const [search, setSearch] = useState<CrudFilter[]>([]);
  // The first company opens by default, so the page is never empty.
  const departId = chosen ?? tree[0]?.id;

  return (
    <Row gutter={16}>
      <Col xs={24} md={8} xl={6}>
        <Panel title="组织机构">
          <Spin spinning={treeLoading}>
            {tree.length === 0 && !treeLoading ? (
              <Empty description="暂无部门" />
            ) : (
              <Tree
                blockNode
                defaultExpandAll
                key={tree.length}
                treeData={toData(tree)}
                selectedKeys={departId ? [departId] : []}
                onSelect={(keys) => keys.length > 0 && setChosen(String(keys[0]))}
              />
            )}
          </Spin>
        </Panel>
      </Col>
      <Col xs={24} md={16} xl={18}>
        <Panel title="通讯录">
          <Input.Search
            allowClear
            placeholder="请输入姓名"
            style={{ width: 260, marginBottom: 16 }}
            onSearch={(value) => setSearch([{ field: "realname", operator: "eq", value: value.trim() }])}
          />
          {departId ? (
            <ResourceTable<Record>
              resource="sys-user"
              list="/sys/user/queryUserByDepId"
              fixedFilter={{ id: departId }}
              search={search}
              paged={false}
              size="middle"
              rowKey={(row) => text(row.id)}
              columns={columns}
              scroll={{ x: "max-content" }}
              locale={{ emptyText: "该部门暂无人员" }}
            />
          ) : (
            <Empty description="请先在左侧选择一个部门" />
          )}
        </Panel>
      </Col>
    </Row>
  );
}
