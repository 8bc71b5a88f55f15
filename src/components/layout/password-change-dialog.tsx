import { type HttpError, useCustomMutation } from "@refinedev/core";
import { serverMessage, shownByCatalogue } from "@/components/crud/notices";
import type { PasswordChange } from "@/providers/login-ways";
import {
  ChangePasswordModal,
  type ChangePasswordModalProps,
  type PasswordSaved,
} from "./change-password-modal";

/** The password dialog inside the app: PUT sys/user/updatePassword through refine. */
export function PasswordChangeDialog(props: Omit<ChangePasswordModalProps, "save">) {
  const { mutateAsync } = useCustomMutation<{ message?: string }, HttpError>();
  const save = async (change: PasswordChange): Promise<PasswordSaved> => {
    try {
      const { data } = await mutateAsync({
        url: "sys/user/updatePassword",
        method: "put",
        values: change,
        successNotification: false,
        errorNotification: false,
      });
      return { success: true, message: serverMessage(data) ?? "" };
    } catch (error) {
      if (shownByCatalogue(error)) throw error;
      return { success: false, message: (error as HttpError).message };
    }
  };
  return <ChangePasswordModal {...props} save={save} />;
}
