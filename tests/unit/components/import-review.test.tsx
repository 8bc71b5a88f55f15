import { cleanup, configure, fireEvent, render, waitFor, within } from "@testing-library/react";
import { App } from "antd";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorsByRow,
  importCheckUrls,
  isImportCheck,
  reviewSummary,
  rowForServer,
} from "@/components/import-excel/import-check";
import ImportExcelModal from "@/components/import-excel/import-excel-modal";
import { giveGridBoxASize } from "../editable-grid/grid-box-size";
import { API, server, setupMsw } from "../providers/msw";

setupMsw();
afterEach(cleanup);
configure({ defaultHidden: true });

giveGridBoxASize();

const ok = (result: unknown, message = "") => ({ success: true, code: 200, message, result });
const COLUMNS = [
  { field: "plateNo", title: "车牌号" },
  { field: "ownerPhone", title: "车主电话" },
];

describe("the import check's parts", () => {
  it("puts the check and the rows import beside the import path", () => {
    expect(importCheckUrls("/permit/vehicle/importExcel")).toEqual({
      check: "/permit/vehicle/importCheck",
      rows: "/permit/vehicle/importRows",
    });
  });

  it("groups refused cells by row id; a row's refusal without a field marks the first column", () => {
    const marks = errorsByRow(
      [
        { row: 1, field: "ownerPhone", message: "请输入正确手机号" },
        { row: 2, message: "该行列数过多" },
        { row: 2, field: "plateNo", message: "车牌号格式不正确" },
        { row: 9, field: "plateNo", message: "no such row" },
      ],
      ["a", "b"],
      "plateNo",
    );
    expect([...marks]).toEqual([
      ["a", { ownerPhone: "请输入正确手机号" }],
      ["b", { plateNo: "该行列数过多；车牌号格式不正确" }],
    ]);
  });

  it("sends the import fields a row holds, as text; tells a check's answer apart", () => {
    expect(
      rowForServer({ id: "x", plateNo: "京A1", ownerPhone: null, other: "y" }, [
        "plateNo",
        "ownerPhone",
        "status",
      ]),
    ).toEqual({
      plateNo: "京A1",
      ownerPhone: "",
    });
    expect(isImportCheck({ total: 1, errors: [] })).toBe(true);
    expect(isImportCheck("共1行数据全部导入成功！")).toBe(false);
    expect(reviewSummary(1000, 3)).toBe("共 1000 行，3 行有错误");
  });
});

describe("导入EXCEL with the check first", { timeout: 60_000 }, () => {
  it("shows refused cells in the grid, takes corrections in place and imports the corrected rows", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/permit/vehicle/importCheck`, async ({ request }) => {
        if ((request.headers.get("content-type") ?? "").includes("multipart")) {
          return HttpResponse.json(
            ok(
              {
                columns: COLUMNS,
                rows: [
                  { plateNo: "京A10001", ownerPhone: "" },
                  { plateNo: "BAD", ownerPhone: "123" },
                ],
                total: 2,
                errorRows: 1,
                errors: [
                  { row: 2, field: "plateNo", message: "车牌号格式不正确" },
                  { row: 2, field: "ownerPhone", message: "请输入正确手机号" },
                ],
              },
              "共2行，1行有错误",
            ),
          );
        }
        return HttpResponse.json(ok({ columns: COLUMNS, total: 2, errorRows: 0, errors: [] }));
      }),
      http.post(`${API}/permit/vehicle/importRows`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok("共2行数据全部导入成功！", "共2行数据全部导入成功！"));
      }),
    );
    const onClose = vi.fn();
    render(
      <App>
        <ImportExcelModal url="/permit/vehicle/importExcel" checkFirst onClose={onClose} />
      </App>,
    );
    const modal = document.querySelector(".ant-modal") as HTMLElement;
    const input = modal.querySelector("input[type=file]") as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["a"], "a.xlsx")] } });
    await within(modal).findByText("共 2 行，1 行有错误");
    const grid = modal.querySelector('[role="grid"]') as HTMLElement;
    const cell = (row: number, key: string) =>
      grid.querySelector(`.eg-row[aria-rowindex="${row + 1}"] [data-key="${key}"]`) as HTMLElement;
    expect(cell(2, "plateNo")).toHaveAttribute("aria-invalid", "true");
    expect(cell(2, "ownerPhone")).toHaveAttribute("aria-invalid", "true");
    expect(cell(1, "plateNo")).not.toHaveAttribute("aria-invalid");

    fireEvent.click(within(modal).getByRole("switch", { name: "只看有错误的行" }));
    await waitFor(() => expect(grid.querySelectorAll(".eg-row")).toHaveLength(1));
    fireEvent.click(cell(1, "plateNo"));
    const editor = await waitFor(() => {
      const found = cell(1, "plateNo").querySelector("input");
      expect(found).not.toBeNull();
      return found as HTMLInputElement;
    });
    fireEvent.change(editor, { target: { value: "京A10002" } });
    await waitFor(() => expect(cell(1, "plateNo")).not.toHaveAttribute("aria-invalid"));
    fireEvent.click(cell(1, "ownerPhone"));
    const phone = await waitFor(() => {
      const found = cell(1, "ownerPhone").querySelector("input");
      expect(found).not.toBeNull();
      return found as HTMLInputElement;
    });
    fireEvent.change(phone, { target: { value: "" } });
    await within(modal).findByText("共 2 行，0 行有错误");

    fireEvent.click(within(modal).getByText("导入修正后的数据"));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(sent).toEqual([
      {
        rows: [
          { plateNo: "京A10001", ownerPhone: "" },
          { plateNo: "京A10002", ownerPhone: "" },
        ],
      },
    ]);
  });

  it("a file every row of which passes says so, and 开始上传 imports it in one step", async () => {
    let imported = 0;
    server.use(
      http.post(`${API}/sys/user/importCheck`, () =>
        HttpResponse.json(
          ok(
            { columns: COLUMNS, rows: [{ plateNo: "x" }], total: 1, errorRows: 0, errors: [] },
            "共1行数据全部通过校验",
          ),
        ),
      ),
      http.post(`${API}/sys/user/importExcel`, () => {
        imported += 1;
        return HttpResponse.json(ok("共1行数据全部导入成功！", "共1行数据全部导入成功！"));
      }),
    );
    const onClose = vi.fn();
    render(
      <App>
        <ImportExcelModal url="/sys/user/importExcel" checkFirst onClose={onClose} />
      </App>,
    );
    const modal = document.querySelector(".ant-modal") as HTMLElement;
    fireEvent.change(modal.querySelector("input[type=file]") as HTMLInputElement, {
      target: { files: [new File(["a"], "u.xlsx")] },
    });
    await within(modal).findByText("共1行数据全部通过校验，可以导入");
    expect(modal.querySelector('[role="grid"]')).toBeNull();
    fireEvent.click(within(modal).getByText("开始上传"));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(imported).toBe(1);
  });
});
