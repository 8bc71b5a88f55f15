/** Converts one `.xls` (an ArrayBuffer message) to `.xlsx` off the main thread, so a large file never freezes the page. */
import { xlsToXlsx } from "./xls-convert";

export type XlsWorkerAnswer = { ok: true; data: ArrayBuffer } | { ok: false; message: string };

/** The worker's global scope, typed without the webworker lib (the project compiles against the DOM lib). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(message: XlsWorkerAnswer, transfer?: Transferable[]): void;
};

scope.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  try {
    const data = xlsToXlsx(event.data);
    scope.postMessage({ ok: true, data }, [data]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ ok: false, message });
  }
};
