import { Button, Input, Popover, Tooltip } from "antd";
import { useState } from "react";
import { MENU_ICONS, MenuIcon } from "@/components/shell/icons";

const cell = {
  width: 40,
  height: 40,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  fontSize: 18,
} as const;

/** 菜单图标: the name as text, chosen from the icons the menu can show. */
export function IconPicker({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const grid = (
    <div style={{ width: 300 }} role="listbox" aria-label="选择图标">
      {Object.keys(MENU_ICONS).map((name) => (
        <Tooltip key={name} title={name}>
          <Button
            type={value === name ? "primary" : "text"}
            style={cell}
            aria-label={name}
            role="option"
            aria-selected={value === name}
            onClick={() => {
              onChange?.(name);
              setOpen(false);
            }}
          >
            <MenuIcon name={name} />
          </Button>
        </Tooltip>
      ))}
    </div>
  );
  return (
    <Input
      value={value ?? ""}
      placeholder="点击选择图标"
      allowClear
      prefix={value ? <MenuIcon name={value} /> : undefined}
      onChange={(event) => onChange?.(event.target.value)}
      addonAfter={
        <Popover content={grid} title="选择图标" trigger="click" open={open} onOpenChange={setOpen}>
          <span style={{ cursor: "pointer" }}>选择图标</span>
        </Popover>
      }
    />
  );
}
