import { afterEach, describe, expect, it } from "vitest";
import { repairAria, watchAria } from "@/components/shell/aria-repairs";

const TABLE = `<table><tbody>
  <tr aria-hidden="true" class="ant-table-measure-row" tabindex="-1"><td></td></tr>
  <tr class="ant-table-row" tabindex="-1"><td></td></tr>
</tbody></table>`;
const SELECT = `<div class="ant-select" aria-required="true">
  <input role="combobox" aria-required="true" />
</div>`;

/** Resolves once the observer has had its turn (mutation records are delivered as a microtask). */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("antd's ARIA slips", () => {
  it("makes the measuring row inert and takes the select wrapper's aria-required off", () => {
    document.body.innerHTML = TABLE + SELECT;
    repairAria(document.body);
    const measure = document.querySelector(".ant-table-measure-row");
    expect(measure?.hasAttribute("tabindex")).toBe(false);
    expect(measure?.hasAttribute("inert")).toBe(true);
    // Other rows and the combobox keep theirs.
    expect(document.querySelector(".ant-table-row")?.getAttribute("tabindex")).toBe("-1");
    expect(document.querySelector(".ant-select")?.hasAttribute("aria-required")).toBe(false);
    expect(document.querySelector("[role=combobox]")?.getAttribute("aria-required")).toBe("true");
  });

  it("mends what is added later, and an attribute set again, until it stops watching", async () => {
    const stop = watchAria(document.body);
    const holder = document.createElement("div");
    holder.innerHTML = TABLE + SELECT;
    document.body.append(holder);
    await observed();
    expect(holder.querySelector(".ant-table-measure-row")?.hasAttribute("tabindex")).toBe(false);
    expect(holder.querySelector(".ant-table-measure-row")?.hasAttribute("inert")).toBe(true);
    const wrapper = holder.querySelector(".ant-select");
    expect(wrapper?.hasAttribute("aria-required")).toBe(false);

    wrapper?.setAttribute("aria-required", "true");
    await observed();
    expect(wrapper?.hasAttribute("aria-required")).toBe(false);

    stop();
    wrapper?.setAttribute("aria-required", "true");
    await observed();
    expect(wrapper?.getAttribute("aria-required")).toBe("true");
  });
});
