import type { XlsWorkerAnswer } from "./xls-worker";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const isXls = (name: string) => /\.xls$/i.test(name);
export const isExcelName = (name: string) => /\.xlsx?$/i.test(name);

/** Runs the conversion in a Web Worker (one per file; it ends after answering). */
function convertInWorker(data: ArrayBuffer): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./xls-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<XlsWorkerAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.data);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "转换失败"));
    };
    worker.postMessage(data, [data]);
  });
}

/** The file to upload: an `.xls` becomes `<name>.xlsx`; an `.xlsx` goes as it is. */
export async function toXlsxFile(file: File, convert = convertInWorker): Promise<File> {
  if (!isXls(file.name)) return file;
  const data = await convert(await file.arrayBuffer());
  return new File([data], `${file.name}x`, { type: XLSX_TYPE });
}
