import { DeleteOutlined, PlusOutlined, SettingOutlined } from "@ant-design/icons";
import { Button, Checkbox, Form, InputNumber, Popconfirm, Popover, Space } from "antd";
import { useState } from "react";
import type { AddSettings } from "./add-settings";
import { deleteConfirmText } from "./grid-messages";
import type { ToolbarButtons } from "./grid-toolbar-rules";

export interface GridToolbarProps {
  buttons: ToolbarButtons;
  selected: number;
  rowCount: number;
  disabled: boolean;
  settings: AddSettings;
  onSettings: (settings: AddSettings) => void;
  onAdd: () => void;
  onRemove: () => void;
  onClearSelection: () => void;
}

/** 新增 (with its add-row settings), 删除 of the selected rows (confirmed) and 清空选择. */
export function GridToolbar({
  buttons,
  selected,
  rowCount,
  disabled,
  settings,
  onSettings,
  onAdd,
  onRemove,
  onClearSelection,
}: GridToolbarProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="eg-toolbar">
      <Space wrap size={8}>
        {buttons.add && (
          <Space.Compact>
            <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={onAdd}>
              新增
            </Button>
            <Popover
              open={settingsOpen}
              onOpenChange={setSettingsOpen}
              trigger="click"
              title="新增设置"
              content={<AddSettingsForm settings={settings} rowCount={rowCount} onChange={onSettings} />}
            >
              <Button type="primary" icon={<SettingOutlined />} aria-label="新增设置" disabled={disabled} />
            </Popover>
          </Space.Compact>
        )}
        {buttons.remove && selected > 0 && (
          <Popconfirm
            title={deleteConfirmText(selected)}
            okText="确定"
            cancelText="取消"
            onConfirm={onRemove}
          >
            <Button danger icon={<DeleteOutlined />} disabled={disabled}>
              删除
            </Button>
          </Popconfirm>
        )}
        {buttons.clearSelection && selected > 0 && <Button onClick={onClearSelection}>清空选择</Button>}
        {selected > 0 && <span className="eg-selected-count">已选择 {selected} 项</span>}
      </Space>
    </div>
  );
}

function AddSettingsForm({
  settings,
  rowCount,
  onChange,
}: {
  settings: AddSettings;
  rowCount: number;
  onChange: (settings: AddSettings) => void;
}) {
  return (
    <Form layout="horizontal" size="small" labelCol={{ span: 10 }} style={{ width: 240 }}>
      <Form.Item label="新增行数" style={{ marginBottom: 8 }}>
        <InputNumber
          aria-label="新增行数"
          min={1}
          precision={0}
          value={settings.addRowNum}
          onChange={(v) => onChange({ ...settings, addRowNum: v ?? 1 })}
        />
      </Form.Item>
      <Form.Item label="插入位置" tooltip="0 表示末尾，n 表示插在第 n 行之前" style={{ marginBottom: 8 }}>
        <InputNumber
          aria-label="插入位置"
          min={0}
          max={rowCount}
          precision={0}
          value={settings.addIndex}
          onChange={(v) => onChange({ ...settings, addIndex: v ?? 0 })}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Checkbox
          checked={settings.addScrollToBottom}
          onChange={(e) => onChange({ ...settings, addScrollToBottom: e.target.checked })}
        >
          新增后滚动到底部
        </Checkbox>
      </Form.Item>
    </Form>
  );
}
