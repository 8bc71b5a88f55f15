import { serverHour } from "./server-clock";

/** The greeting by hour (the original's timeFix) of a given time, or of now on the server's clock. */
export function timeFix(date?: Date): string {
  return greetingAt(date ? date.getHours() : serverHour());
}

function greetingAt(hour: number): string {
  if (hour < 9) return "早上好";
  if (hour <= 11) return "上午好";
  if (hour <= 13) return "中午好";
  if (hour < 20) return "下午好";
  return "晚上好";
}

/**
 * The login page hands over to the app with a full page load, which would wipe a notification shown there;
 * a one-shot flag lets the app greet the user once it has started.
 */
const WELCOME_FLAG = "LOGIN_WELCOME_PENDING";

export function markWelcome(): void {
  try {
    window.sessionStorage.setItem(WELCOME_FLAG, "1");
  } catch {
    // Without sessionStorage the greeting is simply skipped.
  }
}

export function takeWelcome(): boolean {
  try {
    const pending = window.sessionStorage.getItem(WELCOME_FLAG) === "1";
    window.sessionStorage.removeItem(WELCOME_FLAG);
    return pending;
  } catch {
    return false;
  }
}

export function welcomeNotice(date?: Date): { message: string; description: string } {
  return { message: "欢迎", description: `${timeFix(date)}，欢迎回来` };
}
