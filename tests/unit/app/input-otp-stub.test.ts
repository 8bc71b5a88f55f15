import { describe, expect, it } from "vitest";
import OTP from "@/app/input-otp-stub";

describe("Input.OTP's stand-in", () => {
  it("fails loudly when a screen draws it", () => {
    expect(() => OTP()).toThrow(/Input\.OTP is left out/);
  });
});
