import { Drawer } from "antd";
import type { NavTheme } from "./app-settings";
import { SideMenu } from "./side-menu";
import { SiderBrand } from "./sider-brand";

/** The side menu as a drawer on mobile. Loaded only on small screens. */
export default function MobileSider({
  open,
  onClose,
  theme,
}: {
  open: boolean;
  onClose: () => void;
  theme: NavTheme;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      width={200}
      closable={false}
      title={null}
      aria-label="菜单"
      styles={{ body: { padding: 0, background: theme === "dark" ? "#001529" : "#fff" } }}
    >
      <SiderBrand collapsed={false} theme={theme} />
      <SideMenu collapsed={false} theme={theme} />
    </Drawer>
  );
}
