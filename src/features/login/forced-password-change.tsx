import { App } from "antd";
import {
  ChangePasswordModal,
  type ChangePasswordModalProps,
} from "@/components/layout/change-password-modal";

/** The password dialog needs antd's App context for its messages; the light shell does not provide it. */
export default function ForcedPasswordChange(props: Omit<ChangePasswordModalProps, "open" | "blocking">) {
  return (
    <App component={false}>
      <ChangePasswordModal {...props} open blocking />
    </App>
  );
}
