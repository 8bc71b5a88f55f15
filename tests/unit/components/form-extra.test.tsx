import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App, Form } from "antd";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type CrudModalForm, FormDialog } from "@/components/crud/form-dialog";
import type { FormCollector, FormExtraProps, ResourceDecl } from "@/components/crud/types";

afterEach(cleanup);

/** What the probe's extra section answers on save; each test sets it. */
let collector: FormCollector = async () => ({});

function Extra({ collect }: FormExtraProps) {
  useEffect(() => collect(() => collector()), [collect]);
  return <p>子表</p>;
}

const resource: ResourceDecl = {
  name: "probe",
  component: "probe/List",
  title: "样例",
  api: { list: "/probe/list" },
  fields: [{ dataIndex: "name", title: "名称" }],
  form: { extra: Extra },
};

/** A form dialog with the extra section; `saved` receives the body it would send. */
function Probe({ saved }: { saved: (body: unknown) => void }) {
  const [form] = Form.useForm();
  const modalForm = {
    modalProps: { open: true },
    formProps: { form, onFinish: saved },
    formLoading: false,
    form,
    close: () => undefined,
  } as unknown as CrudModalForm;
  return (
    <App>
      <FormDialog resource={resource} action="create" modalForm={modalForm} afterClose={() => undefined} />
    </App>
  );
}

const save = () => fireEvent.click(screen.getByRole("button", { name: /确\s*定/ }));

describe("a form's extra section", () => {
  it("adds its values to the saved body", async () => {
    const saved = vi.fn();
    collector = async () => ({ vehicleList: [{ plateNo: "京A12345" }] });
    render(<Probe saved={saved} />);
    expect(await screen.findByText("子表")).toBeTruthy();
    save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ vehicleList: [{ plateNo: "京A12345" }] }));
  });

  it("stops the save when its collector refuses", async () => {
    const saved = vi.fn();
    const refusing = vi.fn(async () => {
      throw new Error("第2行车牌号格式不正确");
    });
    collector = refusing;
    render(<Probe saved={saved} />);
    expect(await screen.findByText("子表")).toBeTruthy();
    save();
    await waitFor(() => expect(refusing).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).not.toHaveBeenCalled();
  });
});
