import { DingdingOutlined, GithubOutlined, WechatOutlined } from "@ant-design/icons";
import { Tag } from "antd";
import type { ReactNode } from "react";
import { useSession } from "@/providers/session";
import { SettingList } from "./setting-list";

const PROVIDERS: readonly { type: string; title: string; icon: ReactNode }[] = [
  { type: "github", title: "GitHub", icon: <GithubOutlined /> },
  { type: "wechat_enterprise", title: "企业微信", icon: <WechatOutlined style={{ color: "#2b8bf2" }} /> },
  { type: "dingtalk", title: "钉钉", icon: <DingdingOutlined style={{ color: "#1890ff" }} /> },
];

/**
 * 账户绑定: which third-party account signs in as this user. Binding is done by an administrator
 * (third_id / third_type of the user), so the page shows the state.
 */
export function BindingSetting() {
  const info = useSession((s) => s.info);
  const boundType = typeof info.thirdType === "string" ? info.thirdType : "";
  const boundId = info.thirdId === null || info.thirdId === undefined ? "" : String(info.thirdId);
  return (
    <SettingList
      rows={PROVIDERS.map((p) => ({
        key: p.type,
        title: p.title,
        description: (
          <span style={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
            <span aria-hidden="true" style={{ fontSize: 18 }}>
              {p.icon}
            </span>
            {boundType === p.type ? `已绑定账号 ${boundId}` : `当前未绑定${p.title}账号`}
          </span>
        ),
        action: boundType === p.type ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>,
      }))}
    />
  );
}
