import { CheckOutlined } from "@ant-design/icons";
import { Divider, Select, Switch, Tooltip } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { type AppSettings, appSettings, THEME_COLORS, useAppSettings } from "./app-settings";

export { useAppSettings } from "./app-settings";

const heading: CSSProperties = {
  margin: "0 0 12px",
  fontSize: 14,
  fontWeight: 600,
  color: "rgba(0,0,0,0.88)",
};
const row: CSSProperties = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: "10px 0",
  gap: 16,
};

/** A small picture of a layout (menu colour or position), drawn with boxes instead of images. */
function LayoutThumb({
  label,
  selected,
  onSelect,
  side,
  top,
}: {
  label: string;
  selected: boolean;
  onSelect: () => void;
  side?: string;
  top: string;
}) {
  return (
    <Tooltip title={label}>
      <button
        type="button"
        aria-pressed={selected}
        aria-label={label}
        onClick={onSelect}
        style={{
          position: "relative",
          width: 48,
          height: 40,
          padding: 0,
          border: "none",
          borderRadius: 4,
          background: "#f0f2f5",
          boxShadow: "0 1px 2.5px rgba(0,0,0,0.18)",
          cursor: "pointer",
          overflow: "hidden",
        }}
      >
        <span style={{ position: "absolute", inset: "0 0 auto 0", height: 10, background: top }} />
        {side && (
          <span style={{ position: "absolute", left: 0, top: 0, bottom: 0, width: 14, background: side }} />
        )}
        {selected && (
          <CheckOutlined
            style={{ position: "absolute", right: 6, bottom: 5, color: "var(--app-primary, #1890ff)" }}
          />
        )}
      </button>
    </Tooltip>
  );
}

function SettingRow({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  const text = <span style={{ color: "rgba(0,0,0,0.65)" }}>{label}</span>;
  return (
    <div style={row}>
      {hint ? <Tooltip title={hint}>{text}</Tooltip> : text}
      {children}
    </div>
  );
}

const set =
  <K extends keyof AppSettings>(key: K) =>
  (value: AppSettings[K]) =>
    appSettings.set(key, value);

/**
 * The layout settings: menu theme, theme colour, layout mode, content width, fixed header and
 * sidebar, colour-weak and multi-tab modes. Shared by the settings drawer and the account settings page;
 * every change is stored and applied at once.
 */
export function SettingsPanel() {
  const settings = useAppSettings();
  const topMenu = settings.layout === "topmenu";
  return (
    <div>
      <section aria-label="整体风格设置">
        <h3 style={heading}>整体风格设置</h3>
        <div style={{ display: "flex", gap: 16 }}>
          <LayoutThumb
            label="暗色菜单风格"
            selected={settings.theme === "dark"}
            onSelect={() => appSettings.set("theme", "dark")}
            side="#001529"
            top="#fff"
          />
          <LayoutThumb
            label="亮色菜单风格"
            selected={settings.theme === "light"}
            onSelect={() => appSettings.set("theme", "light")}
            side="#fff"
            top="#fff"
          />
        </div>
      </section>

      <section aria-label="主题色" style={{ marginTop: 24 }}>
        <h3 style={heading}>主题色</h3>
        <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
          {THEME_COLORS.map(({ key, color }) => {
            const selected = settings.color.toUpperCase() === color;
            return (
              <Tooltip key={color} title={key}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={key}
                  onClick={() => appSettings.set("color", color)}
                  style={{
                    width: 22,
                    height: 22,
                    padding: 0,
                    border: "none",
                    borderRadius: 3,
                    background: color,
                    color: "#fff",
                    cursor: "pointer",
                    display: "inline-flex",
                    alignItems: "center",
                    justifyContent: "center",
                  }}
                >
                  {selected && <CheckOutlined style={{ fontSize: 12 }} />}
                </button>
              </Tooltip>
            );
          })}
        </div>
      </section>

      <Divider />

      <section aria-label="导航模式">
        <h3 style={heading}>导航模式</h3>
        <div style={{ display: "flex", gap: 16, marginBottom: 8 }}>
          <LayoutThumb
            label="侧边栏导航"
            selected={!topMenu}
            onSelect={() => appSettings.set("layout", "sidemenu")}
            side="#001529"
            top="#fff"
          />
          <LayoutThumb
            label="顶部栏导航"
            selected={topMenu}
            onSelect={() => appSettings.set("layout", "topmenu")}
            top="#001529"
          />
        </div>
        <SettingRow label="内容区域宽度" hint="该设定仅 [顶部栏导航] 时有效">
          <Select
            size="small"
            aria-label="内容区域宽度"
            style={{ width: 88 }}
            value={settings.contentWidth}
            onChange={set("contentWidth")}
            options={[
              { value: "Fixed", label: "固定" },
              ...(topMenu ? [{ value: "Fluid", label: "流式" }] : []),
            ]}
          />
        </SettingRow>
        <SettingRow label="固定顶栏">
          <Switch
            size="small"
            aria-label="固定顶栏"
            checked={settings.fixedHeader}
            onChange={set("fixedHeader")}
          />
        </SettingRow>
        <SettingRow label="下滑时隐藏顶栏" hint={settings.fixedHeader ? undefined : "固定顶栏时可配置"}>
          <Switch
            size="small"
            aria-label="下滑时隐藏顶栏"
            disabled={!settings.fixedHeader}
            checked={settings.autoHideHeader}
            onChange={set("autoHideHeader")}
          />
        </SettingRow>
        <SettingRow label="固定侧边菜单" hint={topMenu ? "顶部栏导航时不可用" : undefined}>
          <Switch
            size="small"
            aria-label="固定侧边菜单"
            disabled={topMenu}
            checked={settings.fixSiderbar}
            onChange={set("fixSiderbar")}
          />
        </SettingRow>
      </section>

      <Divider />

      <section aria-label="其他设置">
        <h3 style={heading}>其他设置</h3>
        <SettingRow label="色弱模式">
          <Switch size="small" aria-label="色弱模式" checked={settings.weak} onChange={set("weak")} />
        </SettingRow>
        <SettingRow label="多页签模式">
          <Switch
            size="small"
            aria-label="多页签模式"
            checked={settings.multipage}
            onChange={set("multipage")}
          />
        </SettingRow>
      </section>
    </div>
  );
}
