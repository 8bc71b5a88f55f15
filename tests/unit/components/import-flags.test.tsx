import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import ImportExcelModal, { importFormFields } from "@/components/import-excel/import-excel-modal";
import { API, server, setupMsw } from "../providers/msw";

setupMsw();
afterEach(cleanup);

describe("the import dialog's flags", () => {
  it("sends each flag only when its option is given, foreignKeys as JSON text", () => {
    expect(importFormFields({}, true)).toEqual([]);
    expect(
      importFormFields({ biz: "true", foreignKeys: { applicantId: "a1" }, online: true }, false),
    ).toEqual([
      ["isSingleTableImport", "true"],
      ["foreignKeys", '{"applicantId":"a1"}'],
      ["validateStatus", "0"],
    ]);
    expect(importFormFields({ foreignKeys: '{"a":1}', online: true }, true)).toEqual([
      ["foreignKeys", '{"a":1}'],
      ["validateStatus", "1"],
    ]);
    expect(importFormFields({ foreignKeys: {} }, false)).toEqual([]);
  });

  it("posts isSingleTableImport, foreignKeys and validateStatus with the files; validation starts off", async () => {
    const sent: [string, string][] = [];
    server.use(
      http.post(`${API}/sys/position/importExcel`, async ({ request }) => {
        const form = await request.formData();
        for (const [name, value] of form.entries()) {
          if (typeof value === "string") sent.push([name, value]);
        }
        return HttpResponse.json({
          success: true,
          code: 200,
          message: "共1行数据全部导入成功！",
          result: null,
        });
      }),
    );
    const onClose = vi.fn();
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <ImportExcelModal
            url="/sys/position/importExcel"
            onClose={onClose}
            biz="true"
            foreignKeys={{ postRank: "4" }}
            online
          />
        </App>
      </ConfigProvider>,
    );
    const modal = document.querySelector(".ant-modal") as HTMLElement;
    const toggle = within(modal).getByRole("switch", { name: "校验全部数据" });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    const input = modal.querySelector("input[type=file]") as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["a"], "职务.xlsx")] } });
    await waitFor(() => expect(within(modal).getByText("职务.xlsx")).toBeInTheDocument());
    fireEvent.click(within(modal).getByText("开始上传"));
    expect(await screen.findByText("共1行数据全部导入成功！")).toBeInTheDocument();
    expect(sent).toEqual([
      ["isSingleTableImport", "true"],
      ["foreignKeys", '{"postRank":"4"}'],
      ["validateStatus", "1"],
    ]);
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
