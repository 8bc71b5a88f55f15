import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App, Form, type FormInstance } from "antd";
import { describe, expect, it, vi } from "vitest";
import { AREA_ROOT, Area, type AreaSource, loadArea } from "@/components/widgets/area-data";
import { AreaLinkage, badTypeText } from "@/components/widgets/area-linkage";
import { CODE_MODES, codeModeOf, loadCodeLanguage } from "@/components/widgets/code-modes";
import { DetailList, detailColumns } from "@/components/widgets/detail-list";
import { Ellipsis, ellipsisText } from "@/components/widgets/ellipsis";
import { PromptDialog } from "@/components/widgets/prompt-dialog";
import { switchChecked, switchValue, YesNoSwitch } from "@/components/widgets/switch";

describe("switch (Y/N)", () => {
  it("on is the first option, off the second; custom pairs work the same way", () => {
    expect(switchValue(true)).toBe("Y");
    expect(switchValue(false)).toBe("N");
    expect(switchChecked("Y")).toBe(true);
    expect(switchChecked("N")).toBe(false);
    expect(switchChecked("")).toBe(false);
    expect(switchValue(true, ["1", "0"])).toBe("1");
    expect(switchChecked("1", ["1", "0"])).toBe(true);
  });

  it("an empty value at once emits the off option; a click emits on", () => {
    const onChange = vi.fn();
    const { rerender } = render(<YesNoSwitch value="" onChange={onChange} label="启用" />);
    expect(onChange).toHaveBeenLastCalledWith("N");
    rerender(<YesNoSwitch value="N" onChange={onChange} label="启用" />);
    fireEvent.click(screen.getByLabelText("启用"));
    expect(onChange).toHaveBeenLastCalledWith("Y");
    rerender(<YesNoSwitch value="Y" onChange={onChange} label="启用" />);
    expect(screen.getByLabelText("启用")).toHaveAttribute("aria-checked", "true");
  });

  it("in query mode it is a 是/否 select that does not fill itself", () => {
    const onChange = vi.fn();
    render(<YesNoSwitch query value="" onChange={onChange} label="启用" />);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText("请选择")).toBeInTheDocument();
  });
});

describe("ellipsis text", () => {
  it("cuts after 25 characters by default and adds ...", () => {
    const text = "通行证管理系统".repeat(5);
    expect(ellipsisText(text)).toBe(`${text.slice(0, 25)}...`);
    expect(ellipsisText("a".repeat(25))).toBe("a".repeat(25));
    expect(ellipsisText("abcdef", 3)).toBe("abc...");
    expect(ellipsisText(null)).toBe("");
    expect(ellipsisText("😀😀😀", 2)).toBe("😀😀...");
  });

  it("shows the cut text", () => {
    render(<Ellipsis value={"长".repeat(30)} />);
    expect(screen.getByText(`${"长".repeat(25)}...`)).toBeInTheDocument();
  });
});

describe("detail list", () => {
  it("has 3 columns by default and never more than 4", () => {
    expect(detailColumns()).toBe(3);
    expect(detailColumns(4)).toBe(4);
    expect(detailColumns(6)).toBe(4);
    expect(detailColumns(0)).toBe(1);
    expect(detailColumns(2)).toBe(2);
  });

  it("renders the pairs", () => {
    render(<DetailList items={[{ label: "车牌号", value: "京A12345" }]} />);
    expect(screen.getByText("车牌号")).toBeInTheDocument();
    expect(screen.getByText("京A12345")).toBeInTheDocument();
  });
});

describe("area data (root 86)", () => {
  const source: AreaSource = {
    "86": { "440000": "广东省", "110000": "北京市" },
    "440000": { "440300": "深圳市" },
    "440300": { "440304": "福田区" },
    "110000": { "110100": "市辖区" },
    "110100": { "110101": "东城区" },
  };

  it("flattens to id, text, pid, index with the provinces under 86", () => {
    const area = new Area(source);
    expect(area.node("440000")).toEqual({ id: "440000", text: "广东省", pid: AREA_ROOT, index: 1 });
    expect(area.node("440300")).toEqual({ id: "440300", text: "深圳市", pid: "440000", index: 2 });
    expect(area.node("440304")).toEqual({ id: "440304", text: "福田区", pid: "440300", index: 3 });
    expect(area.all).toHaveLength(6);
  });

  it("rebuilds the path and the text from the last-level code", () => {
    const area = new Area(source);
    expect(area.pathOf("440304")).toEqual(["440000", "440300", "440304"]);
    expect(area.getText("440304")).toBe("广东省/深圳市/福田区");
    expect(area.getText("440300")).toBe("广东省/深圳市");
    expect(area.getText("999999")).toBe("");
    expect(area.cascaderOptions().find((option) => option.value === "440000")).toEqual({
      value: "440000",
      label: "广东省",
      children: [{ value: "440300", label: "深圳市", children: [{ value: "440304", label: "福田区" }] }],
    });
  });

  it("the real data set has 34 provinces and knows Futian district", async () => {
    const area = await loadArea();
    expect(area.childrenOf(AREA_ROOT)).toHaveLength(34);
    expect(area.getText("440304")).toBe("广东省/深圳市/福田区");
  });

  it("an unknown type shows 'Bad type value'", () => {
    expect(badTypeText("tree")).toBe(" Bad type value: tree");
    render(<AreaLinkage type="tree" />);
    expect(screen.getByText("Bad type value: tree")).toBeInTheDocument();
  });

  it("the select type shows the three levels of a stored district code", async () => {
    render(<AreaLinkage type="select" value="440304" label="地区" />);
    await waitFor(() => expect(screen.getByText("福田区")).toBeInTheDocument());
    expect(screen.getByText("广东省")).toBeInTheDocument();
    expect(screen.getByText("深圳市")).toBeInTheDocument();
  });
});

describe("code editor modes", () => {
  it("has exactly the twelve modes and maps the original's names", () => {
    expect(CODE_MODES).toEqual([
      "css",
      "javascript",
      "html",
      "java",
      "objectivec",
      "python",
      "r",
      "shell",
      "sql",
      "swift",
      "vue",
      "markdown",
    ]);
    expect(codeModeOf("text/x-java")).toBe("java");
    expect(codeModeOf("Objective-C")).toBe("objectivec");
    expect(codeModeOf("sh")).toBe("shell");
    expect(codeModeOf("cobol")).toBeUndefined();
    expect(codeModeOf(undefined)).toBeUndefined();
  });

  it("every mode loads a CodeMirror language", async () => {
    for (const mode of CODE_MODES) {
      const extension = await loadCodeLanguage(mode);
      expect(extension, mode).toBeTruthy();
    }
  });
});

describe("prompt dialog", () => {
  // A modal with a form renders slowly in jsdom (CSS-in-JS), hence the longer waits.
  it("checks the caller's rules before OK and hands over the value", { timeout: 40_000 }, async () => {
    const onOk = vi.fn();
    render(
      <App>
        <PromptDialog
          open
          title="请输入名称"
          label="名称"
          rules={[{ required: true, message: "名称不能为空" }]}
          onOk={onOk}
          onCancel={() => undefined}
        />
      </App>,
    );
    const ok = document.querySelector(".ant-modal-footer .ant-btn-primary") as HTMLElement;
    fireEvent.click(ok);
    expect(await screen.findByText("名称不能为空", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("名称"), { target: { value: "通行证" } });
    fireEvent.click(ok);
    await waitFor(() => expect(onOk).toHaveBeenCalledWith("通行证"), { timeout: 10_000 });
  });
});

const probe: { form?: FormInstance } = {};

function SwitchProbe() {
  const [instance] = Form.useForm();
  probe.form = instance;
  return (
    <Form form={instance}>
      <Form.Item name="enabled">
        <YesNoSwitch label="启用" />
      </Form.Item>
    </Form>
  );
}

describe("widgets as form controls", () => {
  it("the switch fills an empty form value with N", async () => {
    render(<SwitchProbe />);
    await waitFor(() => expect(probe.form?.getFieldValue("enabled")).toBe("N"));
  });
});
