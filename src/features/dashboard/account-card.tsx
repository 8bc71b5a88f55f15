import { Descriptions } from "antd";
import { Panel } from "@/components/layout/panel";
import { useAccountNames } from "@/features/account/account-names";
import { useSession } from "@/providers/session";

/** The signed-in account at a glance. */
export function AccountCard() {
  const { username, realname, info } = useSession();
  const { depart } = useAccountNames();
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : "—");
  return (
    <Panel title="我的账号" style={{ height: "100%" }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="登录账号">{text(username)}</Descriptions.Item>
        <Descriptions.Item label="用户姓名">{text(realname)}</Descriptions.Item>
        <Descriptions.Item label="所属部门">{text(depart)}</Descriptions.Item>
        <Descriptions.Item label="手机号">{text(info.phone)}</Descriptions.Item>
        <Descriptions.Item label="邮箱">{text(info.email)}</Descriptions.Item>
      </Descriptions>
    </Panel>
  );
}
