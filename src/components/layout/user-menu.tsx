import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Dropdown, Space, Tooltip } from "antd";
import { getFileAccessHttpUrl } from "@/providers/http/client";
import { useSession } from "@/providers/session";
import { useLogoutConfirm } from "./use-logout-confirm";

/** The header's user entry: avatar and name with a menu, plus the logout icon. */
export function UserMenu() {
  const { realname, username, avatar } = useSession();
  const confirmLogout = useLogoutConfirm();
  const name = realname || username;
  return (
    <Space size={4}>
      <Dropdown
        menu={{
          items: [{ key: "logout", icon: <LogoutOutlined />, label: "退出登录" }],
          onClick: ({ key }) => {
            if (key === "logout") confirmLogout();
          },
        }}
        placement="bottomRight"
      >
        <Button type="text" aria-label={`当前用户 ${name}`} style={{ height: 40 }}>
          <Avatar size="small" src={getFileAccessHttpUrl(avatar)} icon={<UserOutlined />} />
          <span>{name}</span>
        </Button>
      </Dropdown>
      <Tooltip title="退出登录">
        <Button type="text" icon={<LogoutOutlined />} aria-label="退出登录" onClick={confirmLogout} />
      </Tooltip>
    </Space>
  );
}
