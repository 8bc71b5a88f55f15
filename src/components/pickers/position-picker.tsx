import { Form, Input } from "antd";
import { useState } from "react";
import { PickerInput } from "./picker-input";
import { TablePickerModal } from "./table-picker-modal";
import type { PickerProps } from "./types";
import { useLabels } from "./use-labels";
import { lookupRows, type Row } from "./use-picker-list";

const COLUMNS = [
  { title: "职务名称", dataIndex: "name" },
  { title: "职务编码", dataIndex: "code" },
  { title: "职级", dataIndex: "postRank_dictText" },
];

const lookupPositions = (codes: string[]): Promise<Row[]> =>
  lookupRows("/sys/position/list", { code: codes.join(",") });

/** JSelectPosition: positions by name; stores position codes (sys_user.post), shows names. */
export function PositionPicker({
  value,
  onChange,
  multi,
  onPick,
  placeholder = "请选择职务",
  disabled,
  id,
}: PickerProps) {
  const [open, setOpen] = useState(false);
  const { labels, remember } = useLabels(value ?? undefined, lookupPositions, "code", "name");
  return (
    <>
      <PickerInput
        id={id}
        labels={labels}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(undefined)}
      />
      {open && (
        <TablePickerModal
          title="选择职务"
          width={800}
          url="/sys/position/list"
          rowKey="code"
          multi={multi}
          columns={COLUMNS}
          selectedKeys={value ? value.split(",") : []}
          filters={
            <Form.Item name="name" label="职务名称">
              <Input allowClear placeholder="请输入职务名称" />
            </Form.Item>
          }
          toQuery={(v) => ({ name: typeof v.name === "string" && v.name.trim() ? `*${v.name.trim()}*` : "" })}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            setOpen(false);
            remember(rows);
            onPick?.(rows);
            onChange?.(rows.length ? rows.map((r) => String(r.code)).join(",") : undefined);
          }}
        />
      )}
    </>
  );
}
