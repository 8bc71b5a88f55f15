import { cleanup, render, screen } from "@testing-library/react";
import { Form } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { fieldControl } from "@/components/crud/field-control";
import { AreaText, ImageThumbs } from "@/components/crud/lazy-widgets";
import type { FieldDecl } from "@/components/crud/types";

const SLOW = { timeout: 15_000 };

afterEach(cleanup);

function inForm(field: FieldDecl, mode: "form" | "search" = "form") {
  return render(
    <Form>
      <Form.Item name={field.dataIndex} label={field.title}>
        {fieldControl(field, mode)}
      </Form.Item>
    </Form>,
  );
}

describe("the CRUD kit's lazily loaded widgets", () => {
  it("an image field holds the upload card's place, then shows the upload", async () => {
    const { container } = inForm({ dataIndex: "photo", title: "照片", type: "image" });
    const first = container.querySelector<HTMLElement>(".ant-form-item-control-input-content > div");
    expect(first?.style.width).toBe("104px");
    expect(await screen.findByRole("button", { name: "上传照片" }, SLOW)).toBeTruthy();
  });

  it("a switch field comes as the 是/否 switch in the form and a select in the search panel", async () => {
    inForm({ dataIndex: "on", title: "启用", type: "switch" });
    expect(await screen.findByRole("switch", { name: "启用" }, SLOW)).toBeTruthy();
    cleanup();
    inForm({ dataIndex: "on", title: "启用", type: "switch" }, "search");
    expect(screen.getByRole("combobox", { name: "启用" })).toBeTruthy();
  });

  it("list cells keep their size while they load: thumbnails a box per image, an area its stored code", async () => {
    const { container } = render(<ImageThumbs value="a.png,b.png" max={3} />);
    expect(container.querySelector<HTMLElement>("span")?.style.width).toBe("84px");
    expect(await screen.findByRole("img", { name: "图片1" }, SLOW)).toBeTruthy();
    cleanup();
    render(<AreaText value="110101" />);
    expect(screen.getByText("110101")).toBeTruthy();
  });
});
