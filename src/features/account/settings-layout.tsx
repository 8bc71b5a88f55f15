import { Grid, Menu } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Panel } from "@/components/layout/panel";

export const SETTINGS_PAGES = [
  { key: "base", label: "基本设置" },
  { key: "avatar", label: "头像设置" },
  { key: "security", label: "安全设置" },
  { key: "custom", label: "个性化设置" },
  { key: "binding", label: "账户绑定" },
  { key: "notification", label: "新消息通知" },
] as const;

export type SettingsKey = (typeof SETTINGS_PAGES)[number]["key"];

/** 个人设置: the page list on the left, the chosen page on the right (a stack on narrow screens). */
export function SettingsLayout({ active, children }: { active: SettingsKey; children: ReactNode }) {
  const navigate = useNavigate();
  const title = SETTINGS_PAGES.find((p) => p.key === active)?.label;
  // On a phone the page list is a row of tabs above the page, which takes the whole width.
  const phone = Grid.useBreakpoint().xs === true;
  return (
    <Panel style={{ padding: 0 }}>
      <div style={{ display: "flex", flexWrap: "wrap", minHeight: 480 }}>
        <nav
          aria-label="个人设置"
          style={
            phone
              ? { flex: "1 1 100%", minWidth: 0 }
              : { flex: "0 0 200px", borderRight: "1px solid #f0f0f0", paddingTop: 8 }
          }
        >
          <Menu
            mode={phone ? "horizontal" : "inline"}
            selectedKeys={[active]}
            style={{ borderInlineEnd: 0 }}
            items={SETTINGS_PAGES.map((p) => ({ key: p.key, label: p.label }))}
            onClick={({ key }) => navigate(`/account/settings/${key}`)}
          />
        </nav>
        <div style={{ flex: "1 1 360px", padding: phone ? "8px 16px 24px" : "16px 32px 32px", minWidth: 0 }}>
          <h2 style={{ fontSize: 20, fontWeight: 500, margin: "8px 0 24px" }}>{title}</h2>
          {children}
        </div>
      </div>
    </Panel>
  );
}
