import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { read, utils, write } from "xlsx";
import { exportQuery } from "@/components/crud/excel-buttons";
import ImportExcelModal, { errorFileHref } from "@/components/import-excel/import-excel-modal";
import { importErrorFile, importOutcome, PARTIAL_TITLE } from "@/components/import-excel/import-outcome";
import { toXlsxFile, XLSX_TYPE } from "@/components/import-excel/to-xlsx";
import { xlsToXlsx } from "@/components/import-excel/xls-convert";
import { API, server, setupMsw } from "../providers/msw";

setupMsw();
afterEach(cleanup);

const answer = (over: Partial<{ success: boolean; code: number; message: string; result: unknown }>) => ({
  success: true,
  code: 200,
  message: "",
  result: null,
  ...over,
});

describe("import answers", () => {
  it("reads the error file from result.fileUrl or from the older path-string result", () => {
    expect(importErrorFile({ fileUrl: "/sys/common/static/import-errors/a.txt" })).toBe(
      "/sys/common/static/import-errors/a.txt",
    );
    expect(importErrorFile("temp/errors.txt")).toBe("temp/errors.txt");
    expect(importErrorFile({})).toBeUndefined();
    expect(importErrorFile("")).toBeUndefined();
  });

  it("tells failure, partial import (201) and success apart", () => {
    expect(importOutcome(answer({ success: false, message: "文件不是有效的xlsx文件" }), "a.xlsx")).toEqual({
      kind: "failed",
      message: "a.xlsx 文件不是有效的xlsx文件",
    });
    const partial = importOutcome(
      answer({
        code: 201,
        message: "文件导入成功，但有错误。",
        result: { msg: "总上传行数：3，已导入行数：2，错误行数：1", fileUrl: "/sys/common/static/x.txt" },
      }),
      "a.xlsx",
    );
    expect(partial).toEqual({
      kind: "partial",
      message: "文件导入成功，但有错误。",
      summary: "总上传行数：3，已导入行数：2，错误行数：1",
      errorFile: "/sys/common/static/x.txt",
    });
    expect(importOutcome(answer({ code: 201, message: "m", result: "temp/e.txt" }), "a").kind).toBe(
      "partial",
    );
    expect(importOutcome(answer({ message: "共2行数据全部导入成功！" }), "a")).toEqual({
      kind: "ok",
      message: "共2行数据全部导入成功！",
    });
    expect(importOutcome(answer({}), "a")).toEqual({ kind: "ok", message: "数据导入成功" });
  });

  it("links the error file under the API base, as domianURL + path", () => {
    expect(errorFileHref("/sys/common/static/import-errors/a.txt")).toBe(
      "/jeecg-boot/sys/common/static/import-errors/a.txt",
    );
    expect(errorFileHref("temp/a.txt")).toBe("/jeecg-boot/temp/a.txt");
    expect(errorFileHref("https://files.example/a.txt")).toBe("https://files.example/a.txt");
  });

  it("exports the current query, or the selected rows with selections=id1,id2", () => {
    expect(exportQuery({ name: "*a*" }, [])).toEqual({ name: "*a*" });
    expect(exportQuery({ name: "*a*" }, ["1", "2"])).toEqual({ name: "*a*", selections: "1,2" });
  });
});

describe(".xls to .xlsx in the browser", () => {
  it("converts an .xls workbook to .xlsx with the same cells", () => {
    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ["车牌号", "车辆类型"],
        ["京A12345", "小型汽车"],
      ]),
      "s",
    );
    const xls = write(book, { type: "array", bookType: "biff8" }) as ArrayBuffer;
    const xlsx = new Uint8Array(xlsToXlsx(xls));
    expect(String.fromCharCode(xlsx[0], xlsx[1])).toBe("PK");
    const back = read(xlsx, { type: "array" });
    expect(utils.sheet_to_json(back.Sheets[back.SheetNames[0]], { header: 1 })).toEqual([
      ["车牌号", "车辆类型"],
      ["京A12345", "小型汽车"],
    ]);
  });

  it("renames a converted .xls to .xlsx and leaves an .xlsx alone", async () => {
    const convert = vi.fn(async () => new Uint8Array([80, 75]).buffer);
    // jsdom's File has no arrayBuffer(); browsers do.
    const chosen = Object.assign(new File([new Uint8Array([1])], "车辆.XLS"), {
      arrayBuffer: async () => new Uint8Array([1]).buffer,
    });
    const xls = await toXlsxFile(chosen, convert);
    expect(xls.name).toBe("车辆.XLSx");
    expect(xls.type).toBe(XLSX_TYPE);
    const original = new File([new Uint8Array([1])], "车辆.xlsx");
    expect(await toXlsxFile(original, convert)).toBe(original);
    expect(convert).toHaveBeenCalledTimes(1);
  });
});

describe("导入EXCEL dialog", { timeout: 60_000 }, () => {
  it("uploads the chosen files as files[], shows 上传中..., and warns 导入成功,但是有错误数据! with the link", async () => {
    let fields: string[] = [];
    server.use(
      http.post(`${API}/permit/vehicle/importExcel`, async ({ request }) => {
        const form = await request.formData();
        fields = [...form.keys()];
        return HttpResponse.json(
          answer({
            code: 201,
            message: "文件导入成功，但有错误。",
            result: { msg: "总上传行数：2，已导入行数：1，错误行数：1", fileUrl: "/sys/common/static/e.txt" },
          }),
        );
      }),
    );
    const onClose = vi.fn();
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <ImportExcelModal url="/permit/vehicle/importExcel" onClose={onClose} />
        </App>
      </ConfigProvider>,
    );
    const modal = document.querySelector(".ant-modal") as HTMLElement;
    expect(within(modal).getByText("导入EXCEL")).toBeInTheDocument();
    expect(modal.style.width).toBe("600px");
    const start = within(modal).getByText("开始上传").closest("button") as HTMLButtonElement;
    expect(start).toBeDisabled();
    const input = modal.querySelector("input[type=file]") as HTMLInputElement;
    expect(input.accept).toBe(".xls,.xlsx");
    expect(input.multiple).toBe(true);
    fireEvent.change(input, {
      target: { files: [new File(["a"], "a.xlsx"), new File(["b"], "b.xlsx"), new File(["c"], "c.txt")] },
    });
    expect(await screen.findByText("c.txt 不是 .xls 或 .xlsx 文件")).toBeInTheDocument();
    await waitFor(() => expect(within(modal).getByText("b.xlsx")).toBeInTheDocument());
    fireEvent.click(within(modal).getByText("开始上传"));
    expect(await within(modal).findByText("上传中...")).toBeInTheDocument();
    const warning = await waitFor(() => {
      const el = document.querySelector(".ant-modal-confirm-warning") as HTMLElement | null;
      expect(el).not.toBeNull();
      return el as HTMLElement;
    });
    expect(within(warning).getAllByText(PARTIAL_TITLE).length).toBeGreaterThan(0);
    expect(within(warning).getByText("总上传行数：2，已导入行数：1，错误行数：1")).toBeInTheDocument();
    expect(within(warning).getByText("具体详情请")).toBeInTheDocument();
    expect(within(warning).getByText("点击下载")).toHaveAttribute(
      "href",
      "/jeecg-boot/sys/common/static/e.txt",
    );
    expect(fields).toEqual(["files[]", "files[]"]);
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
