import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { VehicleSelect } from "@/features/permit/application-selects";
import { API, queryOf, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { messages, renderWithRefine } from "../providers/with-refine";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

const vehicles = [
  { id: "v1", plateNo: "京A11111" },
  { id: "v2", plateNo: "京A22222" },
];

/** Answers /permit/vehicle/list, or what `fail` returns for a request; records each query. */
function serveVehicles(fail: (query: Record<string, string>) => Response | undefined) {
  const seen: Record<string, string>[] = [];
  server.use(
    mock.get(`${API}/permit/vehicle/list`, ({ request }) => {
      const query = queryOf(request);
      seen.push(query);
      const failure = fail(query);
      if (failure) return failure;
      return HttpResponse.json({
        success: true,
        code: 200,
        message: "",
        result: { records: vehicles, total: vehicles.length },
      });
    }),
  );
  return seen;
}

function renderSelect() {
  renderWithRefine(<VehicleSelect />);
}

const optionTexts = () =>
  [...document.querySelectorAll(".ant-select-item-option")].map((option) => option.textContent);

beforeEach(() => {
  localStorage.clear();
  window.__APP_CONFIG__ = undefined;
});

describe("the application form's vehicle select", () => {
  it("searches the vehicles as the user types, 20 at a time, by plate", async () => {
    const seen = serveVehicles(() => undefined);
    renderSelect();
    fireEvent.mouseDown(screen.getByRole("combobox"));
    await waitFor(() => expect(optionTexts()).toEqual(["京A11111", "京A22222"]));
    expect(seen[0]).toMatchObject({ pageNo: "1", pageSize: "20" });

    fireEvent.change(screen.getByRole("combobox"), { target: { value: "京A1" } });
    await waitFor(() => expect(seen.at(-1)?.plateNo).toBe("*京A1*"));
  });

  it("keeps the options shown before when a search fails, and shows the failure's message once", async () => {
    const ui = installUi();
    serveVehicles((query) =>
      query.plateNo
        ? HttpResponse.json({ success: false, code: 500, message: "车辆查询失败" }, { status: 500 })
        : undefined,
    );
    renderSelect();
    fireEvent.mouseDown(screen.getByRole("combobox"));
    await waitFor(() => expect(optionTexts()).toEqual(["京A11111", "京A22222"]));

    await act(async () => {
      fireEvent.change(screen.getByRole("combobox"), { target: { value: "京B" } });
    });
    await waitFor(() => expect(messages("车辆查询失败")).toHaveLength(1));
    expect(optionTexts()).toEqual(["京A11111", "京A22222"]);
    // An HTTP 500 is left to the caller by the error catalogue: shown once, by refine.
    expect(ui.notification.error).not.toHaveBeenCalled();
  });

  it("keeps the options when the error catalogue reports the failure, without showing it twice", async () => {
    const ui = installUi();
    serveVehicles((query) =>
      query.plateNo
        ? HttpResponse.json({ success: false, code: 403, message: "" }, { status: 403 })
        : undefined,
    );
    renderSelect();
    fireEvent.mouseDown(screen.getByRole("combobox"));
    await waitFor(() => expect(optionTexts()).toEqual(["京A11111", "京A22222"]));

    await act(async () => {
      fireEvent.change(screen.getByRole("combobox"), { target: { value: "京B" } });
    });
    await waitFor(() => expect(ui.notification.error).toHaveBeenCalledTimes(1));
    expect(ui.notification.error.mock.calls[0][0]).toMatchObject({ description: "拒绝访问" });
    expect(optionTexts()).toEqual(["京A11111", "京A22222"]);
    expect(document.querySelectorAll(".ant-message-notice")).toHaveLength(0);
  });
});
