import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SettingOutlined } from "@ant-design/icons";
import { Button, Checkbox, Popover, Tooltip } from "antd";
import { type CSSProperties, type DragEvent, useState } from "react";
import { useThemeToken } from "@/components/shell/use-theme-token";
import type { ColumnSetting } from "../../../shared/column-settings";

/** A column as the settings list shows it. */
export interface SettingsColumn {
  key: string;
  title: string;
}

export interface ColumnSettingsButtonProps {
  /** The list's columns in declared order; the first one names the row and stays first and shown. */
  columns: readonly SettingsColumn[];
  /** The settings in force, complete for `columns`. */
  value: readonly ColumnSetting[];
  /** Whether the list has its 操作 column (always last and shown). */
  hasActions: boolean;
  /** Shows the settings being edited on the list; null when the edit ends unsaved. */
  onPreview: (draft: ColumnSetting[] | null) => void;
  onSave: (columns: ColumnSetting[]) => Promise<boolean>;
  onReset: () => Promise<boolean>;
}

const LIST: CSSProperties = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  // Room for a dozen columns; a longer list scrolls inside the pop-over.
  maxHeight: "min(440px, 60vh)",
  overflowY: "auto",
  display: "grid",
  gap: 4,
};
const ROW: CSSProperties = { display: "flex", alignItems: "center", gap: 8, minHeight: 28 };

const move = (list: readonly ColumnSetting[], from: number, to: number): ColumnSetting[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * 列设置: an icon button in the list's toolbar whose pop-over lists the columns with a checkbox each, to be
 * dragged or moved up and down; every change shows on the list at once, 保存 keeps it for the user on the
 * server and 重置 brings back the declared columns. Closing the pop-over unsaved drops the change.
 */
export function ColumnSettingsButton({
  columns,
  value,
  hasActions,
  onPreview,
  onSave,
  onReset,
}: ColumnSettingsButtonProps) {
  const token = useThemeToken();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ColumnSetting[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const titles = new Map(columns.map((column) => [column.key, column.title]));
  const [first, ...movable] = draft;

  const change = (next: ColumnSetting[]) => {
    setDraft(next);
    onPreview(next);
  };
  /** Index in the draft of the movable row at `index`. */
  const at = (index: number) => index + 1;
  const openChange = (next: boolean) => {
    if (next) setDraft([...value]);
    else onPreview(null);
    setOpen(next);
  };
  const finish = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const worked = await action();
    setBusy(false);
    if (worked) setOpen(false);
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) change(move(draft, at(dragged), at(index)));
    setDragged(null);
  };

  const fixedRow = (key: string, title: string) => (
    <li key={key} data-column={key} style={ROW}>
      <span style={{ width: 14 }} />
      <Checkbox checked disabled>
        {title}
      </Checkbox>
      <span style={{ marginLeft: "auto", color: token.colorTextDescription, fontSize: 12 }}>固定</span>
    </li>
  );

  const content = (
    <div style={{ width: 260 }}>
      <ul aria-label="列" style={LIST}>
        {first && fixedRow(first.key, titles.get(first.key) ?? first.key)}
        {movable.map((column, index) => {
          const title = titles.get(column.key) ?? column.key;
          return (
            <li
              key={column.key}
              draggable
              data-column={column.key}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                setDragged(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => setDragged(null)}
              style={{
                ...ROW,
                borderRadius: token.borderRadiusSM,
                background: dragged === index ? token.controlItemBgActive : undefined,
              }}
            >
              <HolderOutlined style={{ cursor: "grab", color: token.colorTextDescription }} aria-hidden />
              <Checkbox
                checked={column.visible}
                onChange={(event) =>
                  change(
                    draft.map((c) => (c.key === column.key ? { ...c, visible: event.target.checked } : c)),
                  )
                }
              >
                {title}
              </Checkbox>
              <span style={{ marginLeft: "auto", display: "flex" }}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`上移 ${title}`}
                  disabled={index === 0}
                  onClick={() => change(move(draft, at(index), at(index - 1)))}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`下移 ${title}`}
                  disabled={index === movable.length - 1}
                  onClick={() => change(move(draft, at(index), at(index + 1)))}
                />
              </span>
            </li>
          );
        })}
        {hasActions && fixedRow("__actions", "操作")}
      </ul>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          marginTop: 12,
          paddingTop: 8,
          borderTop: `1px solid ${token.colorSplit}`,
        }}
      >
        <Button size="small" autoInsertSpace={false} disabled={busy} onClick={() => void finish(onReset)}>
          重置
        </Button>
        <Button
          size="small"
          type="primary"
          autoInsertSpace={false}
          loading={busy}
          onClick={() => void finish(() => onSave(draft))}
        >
          保存
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      title="列设置"
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={openChange}
      content={content}
      destroyOnHidden
    >
      <Tooltip title="列设置">
        <Button icon={<SettingOutlined />} aria-label="列设置" />
      </Tooltip>
    </Popover>
  );
}
