import { Form, Input } from "antd";
import { containsText, ModalPicker } from "./modal-picker";
import { TablePickerModal } from "./table-picker-modal";
import type { PickerProps } from "./types";
import { lookupRows, type Row } from "./use-picker-list";

const COLUMNS = [
  { title: "角色名称", dataIndex: "roleName" },
  { title: "角色编码", dataIndex: "roleCode" },
];

const lookupRoles = (ids: string[]): Promise<Row[]> => lookupRows("/sys/role/list", { id: ids.join(",") });

/** JSelectRole: roles by name and code; stores role ids (the records carry roleCode for onPick). */
export function RolePicker({ placeholder = "请选择角色", ...props }: PickerProps) {
  return (
    <ModalPicker
      {...props}
      placeholder={placeholder}
      valueKey="id"
      labelKey="roleName"
      lookup={lookupRoles}
      renderDialog={({ selected, onOk, onCancel }) => (
        <TablePickerModal
          title="选择角色"
          width={800}
          url="/sys/role/list"
          multi={props.multi}
          columns={COLUMNS}
          selectedKeys={selected}
          filters={
            <Form.Item name="roleName" label="角色名称">
              <Input allowClear placeholder="请输入角色名称" />
            </Form.Item>
          }
          toQuery={(v) => ({ roleName: containsText(v.roleName) })}
          onCancel={onCancel}
          onOk={onOk}
        />
      )}
    />
  );
}
