import { App } from "antd";
import {
  ChangePasswordModal,
  type ChangePasswordModalProps,
} from "@/components/layout/change-password-modal";
import { AntdScope } from "@/components/shell/antd-scope";
import { updatePassword } from "@/providers/login-ways";

/**
 * The password dialog needs antd's App context for its messages; the light shell does not provide it. The
 * login page has no refine, so the change goes straight through the login provider.
 */
export default function ForcedPasswordChange(
  props: Omit<ChangePasswordModalProps, "open" | "blocking" | "save">,
) {
  return (
    <AntdScope>
      <App component={false}>
        <ChangePasswordModal {...props} save={updatePassword} open blocking />
      </App>
    </AntdScope>
  );
}
