import { Switch } from "antd";
import { useState } from "react";
import { ls } from "@/providers/storage";
import { SettingList } from "./setting-list";

const KEY = "ACCOUNT_NOTIFICATION_SETTINGS";

const ITEMS = [
  { key: "system", title: "系统消息", description: "系统消息将以站内信的形式通知" },
  { key: "todo", title: "待办任务", description: "待审批的通行证申请将以站内信的形式通知" },
  { key: "account", title: "账户通知", description: "账户密码修改、登录异常等将以站内信的形式通知" },
] as const;

type Choices = Record<(typeof ITEMS)[number]["key"], boolean>;

const DEFAULTS: Choices = { system: true, todo: true, account: true };

/** 新消息通知: which kinds of message the user wants, kept in this browser's `pro__` store. */
export function NotificationSetting() {
  const [choices, setChoices] = useState<Choices>(() => ({ ...DEFAULTS, ...ls.get<Partial<Choices>>(KEY) }));
  const toggle = (key: keyof Choices, on: boolean) => {
    const next = { ...choices, [key]: on };
    setChoices(next);
    ls.set(KEY, next);
  };
  return (
    <SettingList
      rows={ITEMS.map((item) => ({
        key: item.key,
        title: item.title,
        description: item.description,
        action: (
          <Switch
            checked={choices[item.key]}
            checkedChildren="开"
            unCheckedChildren="关"
            aria-label={item.title}
            onChange={(on) => toggle(item.key, on)}
          />
        ),
      }))}
    />
  );
}
