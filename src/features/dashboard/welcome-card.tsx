import { UserOutlined } from "@ant-design/icons";
import { Avatar } from "antd";
import { Panel } from "@/components/layout/panel";
import { serverDateText } from "@/components/shell/server-clock";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import { timeFix } from "@/components/shell/welcome";
import { getFileAccessHttpUrl } from "@/providers/http/client";
import { useSession } from "@/providers/session";

/** Greets the signed-in user with the time of day, as the original's workplace header does. */
export function WelcomeCard() {
  const { realname, username, avatar, welcome } = useSession();
  return (
    <Panel>
      <div style={{ display: "flex", alignItems: "center", gap: 20, flexWrap: "wrap" }}>
        <Avatar size={64} src={getFileAccessHttpUrl(avatar)} icon={<UserOutlined />} />
        <div>
          <h2 style={{ margin: 0, fontSize: 20, fontWeight: 600, color: "rgba(0,0,0,0.88)" }}>
            {timeFix()}，{realname || username}
            {welcome ? `，${welcome}` : ""}
          </h2>
          <p style={{ margin: "6px 0 0", color: TERTIARY_TEXT }}>
            今天是 <span data-testid="server-date">{serverDateText()}</span>，欢迎使用通行证管理系统。
          </p>
        </div>
      </div>
    </Panel>
  );
}
