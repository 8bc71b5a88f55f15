import { ListPicker, type ListPickerConfig } from "./list-picker";
import type { PickerProps } from "./types";

const ROLES: ListPickerConfig = {
  title: "选择角色",
  resource: "sys-role",
  placeholder: "请选择角色",
  url: "/sys/role/list",
  valueKey: "id",
  labelKey: "roleName",
  columns: [
    { title: "角色名称", dataIndex: "roleName" },
    { title: "角色编码", dataIndex: "roleCode" },
  ],
  filter: { field: "roleName", label: "角色名称" },
};

/** JSelectRole: roles by name and code; stores role ids (the records carry roleCode for onPick). */
export function RolePicker(props: PickerProps) {
  return <ListPicker config={ROLES} {...props} />;
}
