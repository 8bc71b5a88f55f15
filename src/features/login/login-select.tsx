import { Form, Modal, Select } from "antd";
import { useState } from "react";
import { AntdScope } from "@/components/shell/antd-scope";
import { useNotice } from "@/components/shell/notice-context";
import { chooseTenant, selectDepart } from "@/providers/login-ways";
import { type SelectionNeeds, selectionTitle } from "./after-login";

interface Chosen {
  orgCode?: string;
  tenantId?: string;
}

/**
 * The tenant and department choice after a login with several of either. Loaded on
 * demand: most logins never need it, and the login page stays small.
 */
export default function LoginSelect({
  needs,
  username,
  onDone,
  onCancel,
}: {
  needs: SelectionNeeds;
  username: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Chosen>();
  const [saving, setSaving] = useState(false);
  const notification = useNotice();

  const confirm = async () => {
    const chosen = await form.validateFields();
    setSaving(true);
    if (needs.chooseTenant) chooseTenant(chosen.tenantId);
    if (needs.chooseDepart && chosen.orgCode) {
      const answer = await selectDepart(chosen.orgCode, username);
      if (!answer.success) {
        setSaving(false);
        notification.error({ message: "提示", description: answer.message || "部门切换失败", duration: 4 });
        return;
      }
    }
    onDone();
  };

  return (
    <AntdScope>
      <Modal
        open
        title={selectionTitle(needs)}
        width={450}
        okText="确定"
        cancelText="取消"
        closable={false}
        maskClosable={false}
        keyboard={false}
        confirmLoading={saving}
        onOk={confirm}
        onCancel={onCancel}
      >
        <Form form={form} layout="vertical" requiredMark style={{ marginTop: 16 }}>
          {needs.chooseTenant && (
            <Form.Item label="租户" name="tenantId" rules={[{ required: true, message: "请选择登录租户" }]}>
              <Select
                placeholder="请选择登录租户"
                options={needs.tenants.map((t) => ({ value: String(t.id), label: t.name ?? String(t.id) }))}
              />
            </Form.Item>
          )}
          {needs.chooseDepart && (
            <Form.Item label="部门" name="orgCode" rules={[{ required: true, message: "请选择登录部门" }]}>
              <Select
                placeholder="请选择登录部门"
                options={needs.departs.map((d) => ({
                  value: String(d.orgCode ?? ""),
                  label: d.departName ?? d.orgCode,
                }))}
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </AntdScope>
  );
}
