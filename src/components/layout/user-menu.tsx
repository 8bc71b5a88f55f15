import {
  ApartmentOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  SyncOutlined,
  ToolOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { App, Avatar, Button, Dropdown, type MenuProps, Tooltip } from "antd";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { useRefreshDictCache } from "@/components/dict/use-dict";
import { RefineScope } from "@/components/resource-table/refine-scope";
import { ACCOUNT_CENTER_PATH, ACCOUNT_SETTINGS_PATH } from "@/components/shell/fixed-routes";
import { getFileAccessHttpUrl } from "@/providers/http/client";
import { useSession } from "@/providers/session";
import { useDepartSwitch } from "./depart-switch";
import { useLogoutConfirm } from "./use-logout-confirm";

// Dialogs load on first use, so the shell stays small.
const SettingsDrawer = lazy(() => import("./settings-drawer"));
const PasswordChangeDialog = lazy(async () => ({
  default: (await import("./password-change-dialog")).PasswordChangeDialog,
}));

const ITEMS: MenuProps["items"] = [
  { key: "center", icon: <UserOutlined />, label: "个人中心" },
  { key: "settings", icon: <SettingOutlined />, label: "账户设置" },
  { key: "system", icon: <ToolOutlined />, label: "系统设置" },
  { key: "password", icon: <KeyOutlined />, label: "修改密码" },
  { key: "depart", icon: <ApartmentOutlined />, label: "部门切换" },
  { key: "cache", icon: <SyncOutlined />, label: "清除缓存" },
  { type: "divider" },
  { key: "logout", icon: <LogoutOutlined />, label: "退出登录" },
];

/**
 * The header's user entry (the original's UserMenu): avatar and name with the menu of
 * personal center, account settings, system settings, password, department, cache and logout, plus the
 * logout icon.
 */
export function UserMenu(props: { dark?: boolean }) {
  return (
    <RefineScope>
      <UserMenuBody {...props} />
    </RefineScope>
  );
}

function UserMenuBody({ dark = false }: { dark?: boolean }) {
  const { realname, username, avatar } = useSession();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirmLogout = useLogoutConfirm();
  const depart = useDepartSwitch();
  const refreshDictCache = useRefreshDictCache();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const name = realname || username;
  const color = dark ? "rgba(255,255,255,0.85)" : undefined;

  const clearCache = async () => {
    const outcome = await refreshDictCache();
    if (outcome.success) message.success(outcome.message);
    else message.warning(outcome.message);
  };

  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "center") navigate(ACCOUNT_CENTER_PATH);
    else if (key === "settings") navigate(`${ACCOUNT_SETTINGS_PATH}/base`);
    else if (key === "system") {
      setSettingsLoaded(true);
      setSettingsOpen(true);
    } else if (key === "password") setPasswordOpen(true);
    else if (key === "depart") void depart.start();
    else if (key === "cache") void clearCache();
    else if (key === "logout") confirmLogout();
  };

  return (
    <>
      <Dropdown menu={{ items: ITEMS, onClick }} placement="bottomRight" trigger={["click"]}>
        <Button type="text" aria-label={`当前用户 ${name}`} style={{ height: 40, color }}>
          <Avatar size="small" src={getFileAccessHttpUrl(avatar)} icon={<UserOutlined />} />
          <span>{name}</span>
        </Button>
      </Dropdown>
      <Tooltip title="退出登录">
        <Button
          type="text"
          icon={<LogoutOutlined />}
          aria-label="退出登录"
          onClick={confirmLogout}
          style={{ color }}
        />
      </Tooltip>
      {depart.element}
      <Suspense fallback={null}>
        {settingsLoaded && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
        {passwordOpen && (
          <PasswordChangeDialog
            open
            username={username}
            onDone={() => setPasswordOpen(false)}
            onCancel={() => setPasswordOpen(false)}
          />
        )}
      </Suspense>
    </>
  );
}
