import { Drawer } from "antd";
import { SideMenu } from "./side-menu";
import { SiderBrand } from "./sider-brand";

/** The side menu as a drawer on phones (spec 1 §2.5). Loaded only on small screens. */
export default function MobileSider({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      width={200}
      closable={false}
      styles={{ body: { padding: 0 } }}
    >
      <SiderBrand collapsed={false} />
      <SideMenu collapsed={false} />
    </Drawer>
  );
}
