import { MailOutlined, MobileOutlined, TeamOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Col, Descriptions, Row } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Panel } from "@/components/layout/panel";
import { timeFix } from "@/components/shell/welcome";
import { getFileAccessHttpUrl } from "@/providers/http/client";
import { useSession } from "@/providers/session";
import { useAccountNames } from "./account-names";
import { SETTINGS_PAGES } from "./settings-layout";

const text = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : String(value);

const SEX: Readonly<Record<string, string>> = { "1": "男", "2": "女" };

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p style={{ margin: "0 0 10px", display: "flex", gap: 8, color: "rgba(0,0,0,0.75)" }}>
      <span aria-hidden="true" style={{ color: "rgba(0,0,0,0.45)" }}>
        {icon}
      </span>
      {children}
    </p>
  );
}

/** 个人中心 (/account/center): the signed-in user's card, details and the way to each setting. */
export default function CenterPage() {
  const { info, username, realname, avatar } = useSession();
  const { depart, positions } = useAccountNames();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Panel style={{ textAlign: "center", height: "100%" }}>
          <Avatar size={104} src={getFileAccessHttpUrl(avatar)} icon={<UserOutlined />} alt="头像" />
          <h2 style={{ margin: "16px 0 4px", fontSize: 20, fontWeight: 600 }}>{realname || username}</h2>
          <p style={{ margin: "0 0 24px", color: "rgba(0,0,0,0.55)" }}>
            {timeFix()}，{positions || "欢迎使用通行证管理系统"}
          </p>
          <div style={{ textAlign: "left", borderTop: "1px dashed #f0f0f0", paddingTop: 16 }}>
            <Line icon={<UserOutlined />}>账号：{username}</Line>
            <Line icon={<TeamOutlined />}>部门：{text(depart)}</Line>
            <Line icon={<MobileOutlined />}>手机：{text(info.phone)}</Line>
            <Line icon={<MailOutlined />}>邮箱：{text(info.email)}</Line>
          </div>
        </Panel>
      </Col>
      <Col xs={24} lg={16}>
        <Panel title="账户信息">
          <Descriptions column={{ xs: 1, sm: 2 }} size="middle">
            <Descriptions.Item label="登录账号">{username}</Descriptions.Item>
            <Descriptions.Item label="真实姓名">{text(realname)}</Descriptions.Item>
            <Descriptions.Item label="工号">{text(info.workNo)}</Descriptions.Item>
            <Descriptions.Item label="性别">{SEX[String(info.sex)] ?? "—"}</Descriptions.Item>
            <Descriptions.Item label="生日">{text(info.birthday)}</Descriptions.Item>
            <Descriptions.Item label="座机">{text(info.telephone)}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{text(info.createTime)}</Descriptions.Item>
            <Descriptions.Item label="所属部门">{text(depart)}</Descriptions.Item>
            <Descriptions.Item label="职务">{text(positions)}</Descriptions.Item>
          </Descriptions>
        </Panel>
        <Panel title="个人设置" style={{ marginTop: 16 }}>
          <Row gutter={[12, 12]}>
            {SETTINGS_PAGES.map((page) => (
              <Col key={page.key} xs={12} md={8}>
                <Link
                  to={`/account/settings/${page.key}`}
                  style={{
                    display: "block",
                    padding: "12px 16px",
                    border: "1px solid #f0f0f0",
                    borderRadius: 8,
                    color: "rgba(0,0,0,0.88)",
                  }}
                >
                  {page.label}
                </Link>
              </Col>
            ))}
          </Row>
        </Panel>
      </Col>
    </Row>
  );
}
