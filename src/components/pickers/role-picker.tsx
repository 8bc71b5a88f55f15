import { Form, Input } from "antd";
import { useState } from "react";
import { PickerInput } from "./picker-input";
import { TablePickerModal } from "./table-picker-modal";
import type { PickerProps } from "./types";
import { useLabels } from "./use-labels";
import { lookupRows, type Row } from "./use-picker-list";

const COLUMNS = [
  { title: "角色名称", dataIndex: "roleName" },
  { title: "角色编码", dataIndex: "roleCode" },
];

const lookupRoles = (ids: string[]): Promise<Row[]> => lookupRows("/sys/role/list", { id: ids.join(",") });

/** JSelectRole: roles by name and code; stores role ids (the records carry roleCode for onPick). */
export function RolePicker({
  value,
  onChange,
  multi,
  onPick,
  placeholder = "请选择角色",
  disabled,
  id,
}: PickerProps) {
  const [open, setOpen] = useState(false);
  const { labels, remember } = useLabels(value ?? undefined, lookupRoles, "id", "roleName");
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
          title="选择角色"
          width={800}
          url="/sys/role/list"
          multi={multi}
          columns={COLUMNS}
          selectedKeys={value ? value.split(",") : []}
          filters={
            <Form.Item name="roleName" label="角色名称">
              <Input allowClear placeholder="请输入角色名称" />
            </Form.Item>
          }
          toQuery={(v) => ({
            roleName: typeof v.roleName === "string" && v.roleName.trim() ? `*${v.roleName.trim()}*` : "",
          })}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            setOpen(false);
            remember(rows);
            onPick?.(rows);
            onChange?.(rows.length ? rows.map((r) => String(r.id)).join(",") : undefined);
          }}
        />
      )}
    </>
  );
}
