/**
 * Stands in for antd's Input.OTP (one-time-code boxes), which the input index brings along with every
 * Input: no screen of this app uses it (the SMS codes are one plain input). A screen that draws it fails
 * loudly instead of showing nothing.
 */
export default function OTP(): never {
  throw new Error("Input.OTP is left out of the build (vite.config.ts, antdParts)");
}
