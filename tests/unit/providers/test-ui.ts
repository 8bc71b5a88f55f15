/** A recording stand-in for antd's App.useApp() slice the HTTP client uses. */
import { vi } from "vitest";
import { type HttpUi, setHttpUi } from "@/providers/http/client";

export function installUi() {
  const ui = {
    notification: { error: vi.fn<HttpUi["notification"]["error"]>() },
    modal: { error: vi.fn<HttpUi["modal"]["error"]>() },
    message: { loading: vi.fn<HttpUi["message"]["loading"]>() },
  };
  setHttpUi(ui);
  return ui;
}

/** Stores a value the way vue-ls does, for tests that need a session without logging in. */
export function storeLs(key: string, value: unknown, expire: number | null = null): void {
  localStorage.setItem(`pro__${key}`, JSON.stringify({ value, expire }));
}

/** jsdom's Blob has no text(). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
