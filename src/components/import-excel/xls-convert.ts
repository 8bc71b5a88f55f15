/** `.xls` to `.xlsx` with SheetJS (the server reads .xlsx only). Runs in a Web Worker. */
import { read, write } from "xlsx";

export function xlsToXlsx(data: ArrayBuffer): ArrayBuffer {
  const book = read(new Uint8Array(data), { type: "array", cellDates: true });
  return write(book, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer;
}
