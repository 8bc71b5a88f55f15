import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { useCallback } from "react";
import { serverMessage, shownByCatalogue } from "@/components/crud/notices";
import { uploadAction } from "@/providers/http/client";
import { session, type UserInfo } from "@/providers/session";
import { ls, SEVEN_DAYS, USER_INFO } from "@/providers/storage";

export interface ProfileValues {
  realname?: string;
  sex?: string;
  birthday?: string | null;
  email?: string;
  phone?: string;
  telephone?: string;
  avatar?: string;
  /** the current password, needed when the phone or e-mail moves */
  oldpassword?: string;
}

export interface Saved {
  success: boolean;
  message: string;
}

/** The user lists show what the user edits here (name, avatar, contacts). */
const USER_RESOURCE = "sys-user";

/** The new user info replaces the stored one, so the header and the pages show it at once. */
function keep(info: UserInfo): void {
  ls.set(USER_INFO, info, SEVEN_DAYS);
  session.set({
    info,
    realname: typeof info.realname === "string" ? info.realname : "",
    avatar: typeof info.avatar === "string" ? info.avatar : "",
  });
}

/**
 * PUT /sys/user/appEdit through refine: the signed-in user's own profile. The answer's user info is kept
 * and every user list reloads. Resolves the server's verdict, or null after an HTTP failure, which the
 * error catalogue has shown.
 */
export function useSaveProfile(): {
  save: (values: ProfileValues) => Promise<Saved | null>;
  saving: boolean;
} {
  const { mutateAsync, mutation } = useCustomMutation<{
    message?: string;
    result?: { userInfo?: UserInfo };
  }>();
  const invalidate = useInvalidate();
  const save = useCallback(
    async (values: ProfileValues): Promise<Saved | null> => {
      try {
        const { data } = await mutateAsync({
          url: "/sys/user/appEdit",
          method: "put",
          values,
          successNotification: false,
          errorNotification: false,
        });
        if (data.result?.userInfo) keep(data.result.userInfo);
        await invalidate({ resource: USER_RESOURCE, invalidates: ["list", "many", "detail"] });
        return { success: true, message: serverMessage(data) ?? "修改成功!" };
      } catch (error) {
        if (shownByCatalogue(error)) return null;
        return { success: false, message: (error as HttpError).message || "修改失败" };
      }
    },
    [mutateAsync, invalidate],
  );
  return { save, saving: mutation.isPending };
}

/** POST /sys/common/upload into the avatar folder; the stored path comes back in `message`. */
export async function uploadAvatar(file: Blob, name: string, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append("file", file, name);
  form.append("biz", "avatar");
  const answer = await uploadAction("/sys/common/upload", form, { onProgress });
  return { success: answer.success, path: answer.success ? answer.message : "", message: answer.message };
}
