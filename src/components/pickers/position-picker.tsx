import { Form, Input } from "antd";
import { containsText, ModalPicker } from "./modal-picker";
import { TablePickerModal } from "./table-picker-modal";
import type { PickerProps } from "./types";
import { lookupRows, type Row } from "./use-picker-list";

const COLUMNS = [
  { title: "职务名称", dataIndex: "name" },
  { title: "职务编码", dataIndex: "code" },
  { title: "职级", dataIndex: "postRank_dictText" },
];

const lookupPositions = (codes: string[]): Promise<Row[]> =>
  lookupRows("/sys/position/list", { code: codes.join(",") });

/** JSelectPosition: positions by name; stores position codes (sys_user.post), shows names. */
export function PositionPicker({ placeholder = "请选择职务", ...props }: PickerProps) {
  return (
    <ModalPicker
      {...props}
      placeholder={placeholder}
      valueKey="code"
      labelKey="name"
      lookup={lookupPositions}
      renderDialog={({ selected, onOk, onCancel }) => (
        <TablePickerModal
          title="选择职务"
          width={800}
          url="/sys/position/list"
          rowKey="code"
          multi={props.multi}
          columns={COLUMNS}
          selectedKeys={selected}
          filters={
            <Form.Item name="name" label="职务名称">
              <Input allowClear placeholder="请输入职务名称" />
            </Form.Item>
          }
          toQuery={(v) => ({ name: containsText(v.name) })}
          onCancel={onCancel}
          onOk={onOk}
        />
      )}
    />
  );
}
