import type { Db } from "../db/client.ts";
import { newId } from "./ids.ts";

/** sys_log log_type 1 (login log); `userid` holds the username and `username` the realname, as the original. */
export const LOG_TYPE_LOGIN = 1;

export interface LoginLogEntry {
  content: string;
  username?: string | null;
  realname?: string | null;
  ip?: string | null;
  requestUrl?: string | null;
}

export async function writeLoginLog(db: Db, entry: LoginLogEntry): Promise<void> {
  await db.query(
    `INSERT INTO sys_log (id, log_type, log_content, userid, username, ip, request_url, request_type, create_by,
       create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'POST', $4, LOCALTIMESTAMP(0))`,
    [
      newId(),
      LOG_TYPE_LOGIN,
      entry.content.slice(0, 1000),
      entry.username?.slice(0, 32) ?? null,
      entry.realname?.slice(0, 100) ?? null,
      entry.ip?.slice(0, 100) ?? null,
      entry.requestUrl?.slice(0, 255) ?? null,
    ],
  );
}

export const loginLogText = {
  success: (username: string) => `用户名: ${username},登录成功！`,
  logout: (realname: string) => `用户名: ${realname},退出成功！`,
  unknownUser: () => "用户登录失败，用户不存在！",
  frozen: (username: string) => `用户登录失败，用户名:${username}已冻结！`,
  wrongPassword: (username: string) => `用户登录失败，用户名:${username}密码错误！`,
  waiting: (username: string) => `用户登录失败，用户名:${username}失败次数过多，需稍后再试！`,
  forceLogout: (realname: string) => `强制: ${realname}退出成功！`,
};
