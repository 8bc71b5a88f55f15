import { ListPicker, type ListPickerConfig } from "./list-picker";
import type { PickerProps } from "./types";

const POSITIONS: ListPickerConfig = {
  title: "选择职务",
  resource: "sys-position",
  placeholder: "请选择职务",
  url: "/sys/position/list",
  valueKey: "code",
  labelKey: "name",
  columns: [
    { title: "职务名称", dataIndex: "name" },
    { title: "职务编码", dataIndex: "code" },
    { title: "职级", dataIndex: "postRank_dictText" },
  ],
  filter: { field: "name", label: "职务名称" },
};

/** JSelectPosition: positions by name; stores position codes (sys_user.post), shows names. */
export function PositionPicker(props: PickerProps) {
  return <ListPicker config={POSITIONS} {...props} />;
}
