import { DatePicker, Form, Input } from "antd";
import type { Dayjs } from "dayjs";
import { DictSelectTag } from "@/components/dict";
import { containsText, ModalPicker } from "./modal-picker";
import { TablePickerModal } from "./table-picker-modal";
import type { PickerProps } from "./types";
import type { LabelSource } from "./use-labels";

const COLUMNS = [
  { title: "姓名", dataIndex: "realname", width: 120 },
  { title: "用户账号", dataIndex: "username", width: 140 },
  { title: "电话", dataIndex: "phone", width: 140 },
  { title: "出生日期", dataIndex: "birthday", width: 120 },
];

/** `getMultiUser?username=a,b,` answers a bare array (the trailing comma asks for IN). */
const USERS_BY_NAME: LabelSource = {
  resource: "sys-user",
  url: "/sys/user/getMultiUser",
  query: (usernames) => ({ username: `${usernames.join(",")},` }),
};

/** How both user pickers store and show users: usernames stored, realnames shown. */
export const USER_VALUES = {
  valueKey: "username",
  labelKey: "realname",
  labelSource: USERS_BY_NAME,
} as const;

/** The users of stored ids, read through the user list (`id=a,b` asks for IN). */
const USERS_BY_ID: LabelSource = {
  resource: "sys-user",
  url: "/sys/user/list",
  query: (ids) => ({ id: ids.join(","), pageSize: String(ids.length) }),
};

/** The same picker storing user ids instead (the receivers of an announcement). */
const USER_ID_VALUES = { valueKey: "id", labelKey: "realname", labelSource: USERS_BY_ID } as const;

export interface UserPickerProps extends PickerProps {
  /** what the value holds: usernames (default, as the original) or user ids */
  store?: "username" | "id";
}

/** JSelectMultiUser: users by realname, account, phone and birthday; stores usernames, shows realnames. */
export function UserPicker({
  multi = true,
  placeholder = "请选择用户",
  store = "username",
  ...props
}: UserPickerProps) {
  const values = store === "id" ? USER_ID_VALUES : USER_VALUES;
  return (
    <ModalPicker
      {...props}
      multi={multi}
      placeholder={placeholder}
      {...values}
      renderDialog={({ selected, onOk, onCancel }) => (
        <TablePickerModal
          title="选择用户"
          width={900}
          resource="sys-user"
          url="/sys/user/list"
          rowKey={values.valueKey}
          multi={multi}
          columns={COLUMNS}
          selectedKeys={selected}
          filters={
            <>
              <Form.Item name="username" label="用户账号">
                <Input allowClear placeholder="请输入用户账号" style={{ width: 150 }} />
              </Form.Item>
              <Form.Item name="sex" label="性别">
                <DictSelectTag dictCode="sex" placeholder="请选择性别" style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name="birthday" label="出生日期">
                <DatePicker placeholder="请选择日期" />
              </Form.Item>
            </>
          }
          toQuery={(v) => ({
            username: containsText(v.username),
            sex: typeof v.sex === "string" ? v.sex : "",
            birthday: v.birthday ? (v.birthday as Dayjs).format("YYYY-MM-DD") : "",
          })}
          onCancel={onCancel}
          onOk={onOk}
        />
      )}
    />
  );
}
