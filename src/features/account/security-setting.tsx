import { Button } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { PasswordChangeDialog } from "@/components/layout/password-change-dialog";
import { useSession } from "@/providers/session";
import { SettingList } from "./setting-list";

/** 138****8888 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** 安全设置: the password (the change-password dialog) and the phone and e-mail used to recover it. */
export function SecuritySetting() {
  const { username, info } = useSession();
  const [changing, setChanging] = useState(false);
  const phone = typeof info.phone === "string" ? info.phone : "";
  const email = typeof info.email === "string" ? info.email : "";
  return (
    <>
      <SettingList
        rows={[
          {
            key: "password",
            title: "账户密码",
            description: "定期修改密码可以保护账户安全",
            action: (
              // Without the button's own padding it lines up with the plain links below.
              <Button type="link" style={{ padding: 0, height: "auto" }} onClick={() => setChanging(true)}>
                修改
              </Button>
            ),
          },
          {
            key: "phone",
            title: "密保手机",
            description: phone ? `已绑定手机：${maskPhone(phone)}` : "未绑定手机，无法通过短信找回密码",
            action: <Link to="/account/settings/base">{phone ? "修改" : "绑定"}</Link>,
          },
          {
            key: "email",
            title: "备用邮箱",
            description: email ? `已绑定邮箱：${email}` : "未绑定邮箱",
            action: <Link to="/account/settings/base">{email ? "修改" : "绑定"}</Link>,
          },
        ]}
      />
      <PasswordChangeDialog
        open={changing}
        username={username}
        onDone={() => setChanging(false)}
        onCancel={() => setChanging(false)}
      />
    </>
  );
}
