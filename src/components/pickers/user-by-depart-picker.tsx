import type { CrudFilter } from "@refinedev/core";
import { Col, Empty, Row as GridRow, Input, Modal, Spin, Tree } from "antd";
import { type Key, useState } from "react";
import { ResourceTable } from "@/components/resource-table";
import { type DepartTreeNode, useDepartNodes } from "./depart-tree";
import { ModalPicker } from "./modal-picker";
import { cellText, type PickerProps, type Row } from "./types";
import { USER_VALUES } from "./user-picker";

export const USER_BY_DEPART_WIDTH = 1250;

const COLUMNS = [
  { title: "用户账号", dataIndex: "username", width: 140 },
  { title: "用户姓名", dataIndex: "realname", width: 120 },
  {
    title: "性别",
    dataIndex: "sex",
    width: 70,
    render: (v: unknown) => (v === 1 ? "男" : v === 2 ? "女" : ""),
  },
  { title: "手机号码", dataIndex: "phone", width: 140 },
  { title: "部门", dataIndex: "orgCodeTxt", width: 180 },
  { title: "创建时间", dataIndex: "createTime", width: 170 },
];

/**
 * JSelectUserByDep: the department tree on the left, the chosen department's users on the right with an
 * account search (`queryUserComponentData`). Stores usernames, shows realnames.
 */
export function UserByDepartPicker({ multi = true, placeholder = "请选择用户", ...props }: PickerProps) {
  return (
    <ModalPicker
      {...props}
      multi={multi}
      placeholder={placeholder}
      {...USER_VALUES}
      renderDialog={({ selected, onOk, onCancel }) => (
        <UserByDepartModal multi={multi} initial={selected} onCancel={onCancel} onOk={onOk} />
      )}
    />
  );
}

function UserByDepartModal({
  multi,
  initial,
  onOk,
  onCancel,
}: {
  multi: boolean;
  initial: string[];
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
}) {
  const { nodes, loaded } = useDepartNodes();
  const tree = loaded ? nodes : undefined;
  const [departId, setDepartId] = useState("");
  const [search, setSearch] = useState<CrudFilter[]>([]);
  const [keys, setKeys] = useState<Key[]>(initial);
  const [picked, setPicked] = useState<Row[]>([]);

  return (
    <Modal
      open
      title="选择用户"
      width={USER_BY_DEPART_WIDTH}
      okText="确定"
      cancelText="关闭"
      onCancel={onCancel}
      onOk={() => {
        const byName = new Map(picked.map((r) => [cellText(r.username), r]));
        onOk(keys.map((k) => byName.get(String(k)) ?? { username: String(k) }));
      }}
    >
      <GridRow gutter={12}>
        <Col span={6}>
          <div style={{ height: 460, overflow: "auto", borderRight: "1px solid #f0f0f0" }}>
            {tree === undefined ? (
              <Spin style={{ display: "block", marginTop: 80 }} />
            ) : tree.length === 0 ? (
              <Empty description="暂无部门" />
            ) : (
              <Tree<DepartTreeNode>
                defaultExpandAll
                treeData={tree}
                selectedKeys={departId ? [departId] : []}
                onSelect={(selected) => setDepartId(selected.length ? String(selected[0]) : "")}
              />
            )}
          </div>
        </Col>
        <Col span={18}>
          <Input.Search
            allowClear
            placeholder="请输入用户账号"
            style={{ width: 260, marginBottom: 12 }}
            onSearch={(v) => setSearch([{ field: "username", operator: "eq", value: v.trim() }])}
          />
          <ResourceTable<Row>
            resource="sys-user"
            list="/sys/user/queryUserComponentData"
            fixedFilter={departId ? { departId } : undefined}
            search={search}
            size="small"
            bordered
            rowKey={(r) => cellText(r.username)}
            columns={COLUMNS}
            rowSelection={{
              type: multi ? "checkbox" : "radio",
              selectedRowKeys: keys,
              preserveSelectedRowKeys: true,
              onChange: (next, rows) => {
                setKeys(next);
                setPicked((old) => [...old, ...rows.filter(Boolean)]);
              },
            }}
          />
        </Col>
      </GridRow>
    </Modal>
  );
}
