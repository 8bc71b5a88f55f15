import { PlusOutlined, ReloadOutlined, SearchOutlined } from "@ant-design/icons";
import { type BaseKey, useDelete, useInvalidate } from "@refinedev/core";
import { Button, Col, Form, Input, Popconfirm, Row, Space } from "antd";
import type { ColumnsType } from "antd/es/table";
import { lazy, Suspense, useMemo, useState } from "react";
import { errorNotice, successNotice, TEXT } from "@/components/crud/notices";
import { declMeta } from "@/components/crud/resource-meta";
import { TextLink } from "@/components/crud/text-link";
import type { FormAction } from "@/components/crud/types";
import { useResourcePermissions } from "@/components/crud/use-resource-permissions";
import { Panel } from "@/components/layout/panel";
import { type TreeRow, TreeTable } from "@/components/tree-table";
import { categoryResource } from "./category-resource";
import { categoryDialogResource, categorySearch, hasChild, type ParentRef, ROOT_PID } from "./category-tree";

const RecordDialog = lazy(() => import("@/components/crud/record-dialog"));

interface DialogState {
  action: FormAction;
  id?: BaseKey;
  parent: ParentRef | null;
  key: number;
}

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/**
 * 分类字典 as a tree, as the original: the top level pages, a node's children load when it is first
 * expanded; 添加下级 adds below a node, 删除 removes a node with everything below it; a search by name or
 * code shows the matching nodes with their ancestors.
 */
export default function CategoryPage() {
  const meta = useMemo(() => declMeta(categoryResource), []);
  const permissions = useResourcePermissions(categoryResource, meta);
  const invalidate = useInvalidate();
  const { mutateAsync: remove } = useDelete();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [search, setSearch] = useState<Record<string, string> | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const dialogResource = useMemo(() => categoryDialogResource(dialog?.parent ?? null), [dialog]);

  // Every level is a custom read: a change reloads all of them (the expanded ones included).
  const reload = () => invalidate({ invalidates: ["all"], resource: categoryResource.name });
  const open = (action: FormAction, parent: ParentRef | null, id?: BaseKey) =>
    setDialog({ action, parent, id, key: Date.now() });

  const deleteNode = async (row: TreeRow) => {
    await remove({
      resource: categoryResource.name,
      id: text(row.id),
      meta,
      successNotification: successNotice(TEXT.deleted),
      errorNotification: errorNotice,
    }).catch(() => undefined);
    await reload();
  };

  const columns: ColumnsType<TreeRow> = [
    { title: "分类名称", dataIndex: "name", key: "name" },
    { title: "分类编码", dataIndex: "code", key: "code", width: 220 },
    {
      title: "操作",
      key: "action",
      width: 220,
      render: (_: unknown, row: TreeRow) => {
        const ref = { id: text(row.id), name: text(row.name) };
        return (
          <Space size={12}>
            {permissions.edit && <TextLink onClick={() => open("edit", null, ref.id)}>编辑</TextLink>}
            {permissions.create && <TextLink onClick={() => open("create", ref)}>添加下级</TextLink>}
            {permissions.delete && (
              <Popconfirm
                title={hasChild(row) ? "确定删除吗? 其下级节点将一并删除" : TEXT.deleteOneConfirm}
                okText="确定"
                cancelText="取消"
                onConfirm={() => deleteNode(row)}
              >
                <TextLink>删除</TextLink>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Panel>
      <Form
        form={form}
        name="sys-category-search"
        role="search"
        aria-label="查询条件"
        onFinish={(values) => setSearch(categorySearch(values))}
        style={{ marginBottom: 8 }}
      >
        <Row gutter={24}>
          <Col xs={24} sm={12} md={8} xl={6}>
            <Form.Item label="名称" name="name">
              <Input placeholder="请输入名称" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8} xl={6}>
            <Form.Item label="编码" name="code">
              <Input placeholder="请输入编码" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8} xl={6}>
            <Space wrap size={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  setSearch(null);
                }}
              >
                重置
              </Button>
            </Space>
          </Col>
        </Row>
      </Form>
      {permissions.create && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open("create", null)}>
            新增
          </Button>
        </Space>
      )}
      <TreeTable
        aria-label="分类字典"
        url="/sys/category/rootList"
        childrenUrl="/sys/category/childList"
        queryKey="pid"
        topValue={ROOT_PID}
        hasChildren={hasChild}
        columns={columns}
        search={search && { url: "/sys/category/list", params: search, parentField: "pid" }}
      />
      {dialog && (
        <Suspense fallback={null}>
          <RecordDialog
            key={dialog.key}
            resource={dialogResource}
            action={dialog.action}
            id={dialog.id}
            meta={meta}
            onClosed={() => {
              setDialog(null);
              void reload();
            }}
          />
        </Suspense>
      )}
    </Panel>
  );
}
