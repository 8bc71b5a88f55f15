import { afterEach, describe, expect, it } from "vitest";
import { markWelcome, takeWelcome, timeFix, welcomeNotice } from "@/components/shell/welcome";

const at = (hour: number, minute = 0) => new Date(2024, 0, 1, hour, minute);

describe("greeting by hour (timeFix)", () => {
  it("says 早上好 before 9, 上午好 to 11, 中午好 to 13, 下午好 before 20, else 晚上好", () => {
    expect(timeFix(at(0))).toBe("早上好");
    expect(timeFix(at(8, 59))).toBe("早上好");
    expect(timeFix(at(9))).toBe("上午好");
    expect(timeFix(at(11, 59))).toBe("上午好");
    expect(timeFix(at(12))).toBe("中午好");
    expect(timeFix(at(13, 59))).toBe("中午好");
    expect(timeFix(at(14))).toBe("下午好");
    expect(timeFix(at(19, 59))).toBe("下午好");
    expect(timeFix(at(20))).toBe("晚上好");
  });

  it("builds the login notification 欢迎 / <greeting>，欢迎回来", () => {
    expect(welcomeNotice(at(10))).toEqual({ message: "欢迎", description: "上午好，欢迎回来" });
  });
});

describe("greeting hand-over from the login page to the app", () => {
  afterEach(() => sessionStorage.clear());

  it("is shown once", () => {
    expect(takeWelcome()).toBe(false);
    markWelcome();
    expect(takeWelcome()).toBe(true);
    expect(takeWelcome()).toBe(false);
  });
});
