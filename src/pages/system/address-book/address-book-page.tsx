import { Col, Empty, Input, Row, Spin, Table, Tree } from "antd";
import type { DataNode } from "antd/es/tree";
import { useEffect, useState } from "react";
import { Panel } from "@/components/layout/panel";
import { getAction } from "@/providers/http/client";
import { type DepartNode, loadDepartTree } from "../depart/depart-api";
import { type Row as Record, text } from "../shared/use-paged-list";

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

/** GET /sys/user/queryUserByDepId?id&realname: the users of one department (a plain list). */
async function usersOf(departId: string, realname: string): Promise<Record[]> {
  const answer = await getAction<Record[]>("/sys/user/queryUserByDepId", {
    id: departId,
    ...(realname ? { realname } : {}),
  });
  return answer.success && Array.isArray(answer.result) ? answer.result : [];
}

/** 通讯录 (system/AddressList): the department tree and the chosen department's people, read-only. */
export default function AddressBookPage() {
  const [tree, setTree] = useState<DepartNode[]>([]);
  const [treeLoading, setTreeLoading] = useState(true);
  const [departId, setDepartId] = useState<string>();
  const [realname, setRealname] = useState("");
  const [rows, setRows] = useState<Record[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    loadDepartTree()
      .then((nodes) => {
        if (!live) return;
        setTree(nodes);
        // The first company opens by default, so the page is never empty.
        if (nodes[0]) setDepartId(nodes[0].id);
      })
      .catch(() => undefined)
      .finally(() => live && setTreeLoading(false));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!departId) return;
    let live = true;
    setLoading(true);
    usersOf(departId, realname)
      .then((found) => live && setRows(found))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [departId, realname]);

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
                onSelect={(keys) => keys.length > 0 && setDepartId(String(keys[0]))}
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
            onSearch={(value) => setRealname(value.trim())}
          />
          <Table<Record>
            size="middle"
            rowKey={(row) => text(row.id)}
            columns={columns}
            dataSource={rows}
            loading={loading}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: departId ? "该部门暂无人员" : "请先在左侧选择一个部门" }}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Panel>
      </Col>
    </Row>
  );
}
