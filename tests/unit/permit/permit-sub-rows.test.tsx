import { cleanup, render, screen, within } from "@testing-library/react";
import { App } from "antd";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { checkRows, type GridRow } from "@/components/editable-grid";
import { PassCardCompanions } from "@/features/pass-card/pass-card-companions";
import { SAMPLE_CARD } from "@/features/pass-card/pass-card-data";
import { ApplicationDetailsExtra } from "@/features/permit/application-sub-rows-view";
import { PERSON_COLUMNS, VEHICLE_COLUMNS } from "@/features/permit/sub-row-columns";
import {
  firstSubRowFailure,
  MAX_SUB_ROWS,
  PERSON_ROWS,
  subRowMessage,
  VEHICLE_ROWS,
} from "../../../shared/permit-sub-rows";
import { API, server, setupMsw } from "../providers/msw";

setupMsw();
afterEach(cleanup);

const PLATE = "车牌号格式不正确，例如：京A12345、沪AD12345、粤B12345D、京A1234学";
const rows = (...values: Record<string, unknown>[]): GridRow[] =>
  values.map((v, i) => ({ id: `r${i}`, ...v }));

describe("sub-row rules shared by the grid and the server", () => {
  it("the server's first failure names the list, row and field", () => {
    const bad = [{ plateNo: "京A12345" }, { plateNo: "京A1234" }];
    const failure = firstSubRowFailure(VEHICLE_ROWS, bad);
    expect(failure).toEqual({ list: "vehicleList", row: 2, key: "plateNo", message: PLATE });
    expect(failure && subRowMessage(failure)).toBe(`随行车辆第2行「车牌号」：${PLATE}`);
    expect(
      firstSubRowFailure(VEHICLE_ROWS, [{ plateNo: "京A12345" }, { plateNo: "京a 12345" }]),
    ).toMatchObject({
      row: 2,
      message: "车牌号重复，同一通行证内不能出现两次",
    });
    expect(firstSubRowFailure(PERSON_ROWS, [{ name: "甲", idCard: "110105194912310021" }])).toMatchObject({
      key: "idCard",
      message: "身份证号校验位不正确，请核对",
    });
    expect(firstSubRowFailure(PERSON_ROWS, [{ name: "甲", mobile: "12345678901" }])).toMatchObject({
      key: "mobile",
      message: "请输入正确手机号",
    });
    expect(firstSubRowFailure(PERSON_ROWS, [{ name: "甲", idCard: "", mobile: null }])).toBeUndefined();
    const many = Array.from({ length: MAX_SUB_ROWS + 1 }, (_, i) => ({ name: `人${i}` }));
    expect(firstSubRowFailure(PERSON_ROWS, many)?.message).toBe(`随行人员最多${MAX_SUB_ROWS}行`);
  });

  it("the grid's columns refuse the same cells with the same messages", () => {
    const vehicles = checkRows(
      rows({ plateNo: "京A12345" }, { plateNo: "京A1234" }, { plateNo: "" }, { plateNo: "京A12345" }),
      VEHICLE_COLUMNS,
    );
    if (vehicles instanceof Promise) throw new Error("the rules answer at once");
    expect(vehicles.get("r1")).toEqual({ plateNo: PLATE });
    expect(vehicles.get("r2")).toEqual({ plateNo: "请输入车牌号" });
    expect(vehicles.get("r0")).toEqual({ plateNo: "车牌号重复，同一通行证内不能出现两次" });
    expect(vehicles.get("r3")).toEqual({ plateNo: "车牌号重复，同一通行证内不能出现两次" });
    const persons = checkRows(
      rows({ name: "甲", idCard: "11010519491231002X", mobile: "13800138000" }, { name: "", mobile: "138" }),
      PERSON_COLUMNS,
    );
    if (persons instanceof Promise) throw new Error("the rules answer at once");
    expect(persons.get("r0")).toBeUndefined();
    expect(persons.get("r1")).toEqual({ name: "请输入姓名", mobile: "请输入正确手机号" });
    expect(VEHICLE_COLUMNS.find((c) => c.key === "vehicleType")).toMatchObject({
      type: "select",
      dictCode: "vehicle_type",
    });
  });
});

describe("application details", () => {
  it("lists the vehicles and people queryById answers, in their order, above the approval history", async () => {
    server.use(
      http.get(`${API}/permit/application/queryById`, () =>
        HttpResponse.json({
          success: true,
          code: 200,
          message: "",
          result: {
            id: "app-9",
            vehicleList: [
              {
                id: "v1",
                orderNum: 1,
                plateNo: "粤B12345D",
                vehicleType_dictText: "货车",
                driverName: "李四",
              },
              { id: "v2", orderNum: 2, plateNo: "京A12345", vehicleType_dictText: "", driverName: null },
            ],
            personList: [{ id: "p1", orderNum: 1, name: "王五", idCard: null, mobile: "13800138000" }],
          },
        }),
      ),
      http.get(`${API}/permit/application/history`, () =>
        HttpResponse.json({ success: true, code: 200, message: "", result: [] }),
      ),
    );
    render(
      <App>
        <ApplicationDetailsExtra record={{ id: "app-9" }} />
      </App>,
    );
    const vehicles = await screen.findByRole("region", { name: "随行车辆" });
    expect(await within(vehicles).findByText("粤B12345D")).toBeTruthy();
    const plates = within(vehicles)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    expect(plates[0]).toContain("粤B12345D");
    expect(plates[1]).toContain("京A12345");
    const persons = screen.getByRole("region", { name: "随行人员" });
    expect(within(persons).getByText("王五")).toBeTruthy();
    expect(within(persons).getByText("13800138000")).toBeTruthy();
    expect(await screen.findByText("暂无审批记录")).toBeTruthy();
  });
});

describe("pass card", () => {
  it("lists the vehicles and people riding along, and nothing when there are none", () => {
    render(
      <PassCardCompanions
        card={{
          ...SAMPLE_CARD,
          vehicles: [
            { plateNo: "京A12345", vehicleTypeText: "小型汽车", driverName: "张三" },
            { plateNo: "粤B12345D", vehicleTypeText: "", driverName: null },
          ],
          persons: [{ name: "王五", company: "甲单位" }],
        }}
      />,
    );
    const vehicles = screen.getByRole("region", { name: "随行车辆" });
    expect(within(vehicles).getByText("随行车辆（2）")).toBeTruthy();
    expect(
      within(vehicles)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["京A12345 · 小型汽车 · 张三", "粤B12345D"]);
    expect(screen.getByRole("region", { name: "随行人员" }).textContent).toContain("王五 · 甲单位");
    cleanup();
    const empty = render(<PassCardCompanions card={SAMPLE_CARD} />);
    expect(empty.container.textContent).toBe("");
  });
});
