import type { Db } from "../db/client.ts";
import { clearFailures, failureState, recordFailure } from "./login-failures.ts";
import { verifyPassword } from "./passwords.ts";
import { BizError } from "./result.ts";

const locked = (minutes: number) => `旧密码错误次数过多，请${minutes}分钟后再试`;

/**
 * Asks for the signed-in user's current password before a change that could take the account over
 * (a new password, phone or e-mail). Wrong guesses count per user across every such check, so someone
 * holding a stolen session cannot guess at leisure. Throws the message to show.
 */
export async function confirmCurrentPassword(
  db: Db,
  userId: string,
  storedHash: string | null | undefined,
  typed: string,
  wrongMessage = "旧密码输入错误!",
): Promise<void> {
  const guesses = `updatePassword:${userId}`;
  const { lockedMinutes } = await failureState(db, guesses);
  if (lockedMinutes !== undefined) throw new BizError(locked(lockedMinutes));
  if (!(await verifyPassword(typed, storedHash))) {
    const state = await recordFailure(db, guesses);
    if (state.lockedMinutes !== undefined) throw new BizError(locked(state.lockedMinutes));
    throw new BizError(wrongMessage);
  }
  await clearFailures(db, guesses);
}
