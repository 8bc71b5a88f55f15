import { putAction, uploadAction } from "@/providers/http/client";
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
}

export interface Saved {
  success: boolean;
  message: string;
}

/** The new user info replaces the stored one, so the header and the pages show it at once. */
function keep(info: UserInfo): void {
  ls.set(USER_INFO, info, SEVEN_DAYS);
  session.set({
    info,
    realname: typeof info.realname === "string" ? info.realname : "",
    avatar: typeof info.avatar === "string" ? info.avatar : "",
  });
}

/** PUT /sys/user/appEdit: the signed-in user's own profile. */
export async function saveProfile(values: ProfileValues): Promise<Saved> {
  try {
    const answer = await putAction<{ userInfo?: UserInfo }>("/sys/user/appEdit", values);
    if (answer.success && answer.result?.userInfo) keep(answer.result.userInfo);
    return {
      success: answer.success,
      message: answer.message || (answer.success ? "修改成功!" : "修改失败"),
    };
  } catch (error) {
    return { success: false, message: error instanceof Error ? error.message : "修改失败" };
  }
}

/** POST /sys/common/upload into the avatar folder; the stored path comes back in `message`. */
export async function uploadAvatar(file: Blob, name: string, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append("file", file, name);
  form.append("biz", "avatar");
  const answer = await uploadAction("/sys/common/upload", form, { onProgress });
  return { success: answer.success, path: answer.success ? answer.message : "", message: answer.message };
}
