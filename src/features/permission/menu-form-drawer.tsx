import { Button, Drawer, Form, Input, InputNumber, Radio, Space, Switch, TreeSelect } from "antd";
import { useState } from "react";
import { IconPicker } from "./icon-picker";
import { MENU_TYPES, type MenuRow, type MenuValues, type ParentOption } from "./permission-api";

const FLAGS: [keyof MenuValues, string][] = [
  ["route", "是否路由菜单"],
  ["hidden", "隐藏路由"],
  ["alwaysShow", "聚合路由"],
  ["keepAlive", "缓存路由"],
  ["hideTab", "隐藏Tab"],
  ["internalOrExternal", "外部打开"],
];

const defaults: Partial<MenuValues> = {
  menuType: 0,
  sortNo: 1,
  route: true,
  hidden: false,
  alwaysShow: false,
  keepAlive: false,
  hideTab: false,
  internalOrExternal: false,
  permsType: "1",
  status: "1",
};

/** 新增/编辑 of a menu row; the fields follow the menu type (a button has only its code). */
export function MenuFormDrawer({
  row,
  parentId,
  parents,
  onSave,
  onClose,
}: {
  row?: MenuRow;
  parentId?: string;
  parents: ParentOption[];
  onSave: (values: MenuValues) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<MenuValues>();
  const [busy, setBusy] = useState(false);
  const menuType = Form.useWatch("menuType", form) ?? row?.menuType ?? (parentId ? 1 : 0);
  const initial = row ? { ...defaults, ...row } : { ...defaults, menuType: parentId ? 1 : 0, parentId };
  const isButton = menuType === 2;

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await onSave(values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open
      width={640}
      title={row ? "编辑菜单" : "新增菜单"}
      onClose={onClose}
      footer={
        <Space style={{ display: "flex", justifyContent: "flex-end" }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            确定
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="menuType" label="菜单类型">
          <Radio.Group options={MENU_TYPES} optionType="button" />
        </Form.Item>
        <Form.Item
          name="name"
          label={isButton ? "按钮/权限" : "菜单名称"}
          rules={[{ required: true, message: "请输入菜单标题!" }]}
        >
          <Input placeholder="请输入名称" maxLength={255} />
        </Form.Item>
        {menuType !== 0 && (
          <Form.Item
            name="parentId"
            label="上级菜单"
            rules={[{ required: true, message: "请选择上级菜单!" }]}
          >
            <TreeSelect
              treeData={parents}
              placeholder="请选择上级菜单"
              showSearch
              treeNodeFilterProp="title"
              allowClear
            />
          </Form.Item>
        )}
        {isButton ? (
          <>
            <Form.Item name="perms" label="授权标识" rules={[{ required: true, message: "请输入授权标识!" }]}>
              <Input placeholder="例如 user:add" maxLength={1000} />
            </Form.Item>
            <Form.Item name="permsType" label="授权策略">
              <Radio.Group
                options={[
                  { value: "1", label: "可见/可访问" },
                  { value: "2", label: "可编辑" },
                ]}
              />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="url" label="菜单路径" rules={[{ required: true, message: "请输入菜单路径!" }]}>
              <Input placeholder="/isystem/user" maxLength={255} />
            </Form.Item>
            <Form.Item
              name="component"
              label="前端组件"
              // A first-level menu without a component gets the route view on the server.
              rules={menuType === 1 ? [{ required: true, message: "请输入前端组件!" }] : []}
            >
              <Input placeholder="system/UserList" maxLength={255} />
            </Form.Item>
            <Form.Item name="componentName" label="组件名称">
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="redirect" label="默认跳转地址">
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name="icon" label="菜单图标">
              <IconPicker />
            </Form.Item>
            <Form.Item name="sortNo" label="排序">
              <InputNumber min={-999999} max={999999} style={{ width: "100%" }} />
            </Form.Item>
            <Space wrap size={24}>
              {FLAGS.map(([name, label]) => (
                <Form.Item key={name} name={name} label={label} valuePropName="checked">
                  <Switch checkedChildren="是" unCheckedChildren="否" />
                </Form.Item>
              ))}
            </Space>
          </>
        )}
        <Form.Item name="status" label="状态">
          <Radio.Group
            options={[
              { value: "1", label: "有效" },
              { value: "0", label: "无效" },
            ]}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
