import type { FormRule } from "antd";
import { Select } from "antd";
import { useState } from "react";
import { resourceFromModule } from "@/components/crud/from-module";
import { lazyComponent } from "@/components/crud/lazy-component";
import type { CrudRecord } from "@/components/crud/types";
import { PickerInput } from "@/components/pickers/picker-input";
import type { UserPickerProps } from "@/components/pickers/user-picker";
import {
  announcementModule,
  END_BEFORE_START,
  MSG_TYPE,
  USERS_REQUIRED,
} from "../../../shared/modules/announcement";
import { isDraft, isPublished, releaseAction, revokeAction, viewAction } from "./announcement-actions";

/**
 * The user picker loads with the form; its empty field stands in until then, and a click on it meanwhile
 * opens the picker as soon as it has loaded instead of being lost.
 */
const LoadingUserPicker = lazyComponent<UserPickerProps & { onEarlyOpen?: () => void }>(
  async () => ({ default: (await import("@/components/pickers/user-picker")).UserPicker }),
  ({ placeholder, disabled, onEarlyOpen }) => (
    <PickerInput labels={[]} onOpen={() => onEarlyOpen?.()} placeholder={placeholder} disabled={disabled} />
  ),
);

function UserPicker(props: UserPickerProps) {
  const [asked, setAsked] = useState(false);
  return <LoadingUserPicker {...props} defaultOpen={asked} onEarlyOpen={() => setAsked(true)} />;
}

/** The end must not come before the start (both `yyyy-MM-dd HH:mm:ss`, so text order is time order). */
const endAfterStart: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const start = getFieldValue("startTime");
    if (typeof value === "string" && typeof start === "string" && value && start && value < start)
      throw new Error(END_BEFORE_START);
  },
});

const OPEN_TYPES = [
  { value: "url", label: "页面（去处理时打开页面）" },
  { value: "component", label: "组件（打开组件）" },
];

const forUsers = (values: Record<string, unknown>) => values.msgType === MSG_TYPE.users;

/**
 * 系统通告 (system/SysAnnouncementList at /isystem/annountCement): written unpublished, then 发布 to everyone
 * or to chosen users, whose bells show it, and 撤销 to take it back. Only an unpublished one is edited, and a
 * published one is revoked before it is deleted.
 */
export const announcementResource = resourceFromModule(announcementModule, {
  fields: {
    titile: { width: 220 },
    msgCategory: { width: 100 },
    msgType: { width: 110 },
    userIds: {
      control: () => <UserPicker store="id" placeholder="请选择指定用户" />,
      showWhen: forUsers,
      rules: [{ required: true, message: USERS_REQUIRED }],
      details: false,
    },
    priority: { tagColors: { L: "blue", M: "orange", H: "red" }, width: 80 },
    endTime: { dependencies: ["startTime"], rules: [endAfterStart] },
    sender: { width: 100 },
    sendStatus: { tagColors: { "0": "default", "1": "green", "2": "red" }, width: 90 },
    openType: {
      control: () => <Select allowClear options={OPEN_TYPES} placeholder="请选择打开方式" />,
    },
    msgContent: { details: false },
  },
  rowActions: [viewAction, releaseAction, revokeAction, "edit", "delete"],
  // A row offers at most four short links (发布 and 撤销 exclude each other): they all fit in the row.
  actionWidth: 200,
  inlineActions: 4,
  allowRecord: {
    edit: isDraft,
    delete: (record: CrudRecord) => !isPublished(record),
  },
});
