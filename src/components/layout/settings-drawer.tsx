import { Drawer } from "antd";
import { SettingsPanel } from "./settings-panel";

/** 系统设置: the layout settings in a drawer on the right; loaded when first opened. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="系统设置" placement="right" width={300} open={open} onClose={onClose}>
      <SettingsPanel />
    </Drawer>
  );
}
