import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { App, Form, type FormInstance } from "antd";
import { HttpResponse, http as mock } from "msw";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FilePopup, FileUpload, ImageUpload } from "@/components/upload";
import { API, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";

setupMsw();

// Checking pointer-events walks every ancestor's computed style, which is slow in jsdom.
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  localStorage.clear();
  installUi();
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
});

interface Seen {
  name: string;
  biz: string;
}

/**
 * The upload endpoint: stores nothing and answers `<biz>/<content>`, or the given failure. The tests' files
 * hold their own name as content, since jsdom's FormData reaches msw without the part's file name.
 */
function uploadEndpoint(failure?: string) {
  const seen: Seen[] = [];
  server.use(
    mock.post(`${API}/sys/common/upload`, async ({ request }) => {
      const form = await request.formData();
      const name = await (form.get("file") as File).text();
      seen.push({ name, biz: String(form.get("biz")) });
      if (failure !== undefined) return HttpResponse.json({ success: false, message: failure, code: 500 });
      return HttpResponse.json({ success: true, message: `${form.get("biz")}/${name}`, code: 200 });
    }),
  );
  return seen;
}

const file = (name: string, type: string) => new File([name], name, { type });
const png = (name = "car.png") => file(name, "image/png");

function InForm({
  children,
  onForm,
  value,
}: {
  children: ReactNode;
  onForm: (f: FormInstance) => void;
  value?: string;
}) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <App>
      <Form form={form} initialValues={{ photos: value }}>
        <Form.Item name="photos" label="车辆照片">
          {children}
        </Form.Item>
      </Form>
    </App>
  );
}

function renderInForm(widget: ReactNode, value?: string) {
  let form: FormInstance | undefined;
  render(
    <InForm value={value} onForm={(f) => (form = f)}>
      {widget}
    </InForm>,
  );
  return () => form?.getFieldValue("photos");
}

const fileInput = (container: HTMLElement = document.body) =>
  container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe("image upload", () => {
  it("uploads a picture to its biz folder, shows it and puts the path in the form", async () => {
    const seen = uploadEndpoint();
    const value = renderInForm(<ImageUpload biz="permit" label="车辆照片" />);
    await user.upload(fileInput(), png());
    await waitFor(() => expect(value()).toBe("permit/car.png"));
    expect(seen).toEqual([{ name: "car.png", biz: "permit" }]);
    const img = await screen.findByAltText("car.png");
    expect(img).toHaveAttribute("src", "/jeecg-boot/sys/common/static/permit/car.png");
  });

  it("keeps only the last one when number is 1", async () => {
    uploadEndpoint();
    const value = renderInForm(<ImageUpload biz="temp" number={1} />);
    await user.upload(fileInput(), png("one.png"));
    await waitFor(() => expect(value()).toBe("temp/one.png"));
    await user.upload(fileInput(), png("two.png"));
    await waitFor(() => expect(value()).toBe("temp/two.png"));
    expect(screen.queryByAltText("one.png")).toBeNull();
  });

  it("refuses a file that is not an image with 请上传图片 and sends nothing", async () => {
    const seen = uploadEndpoint();
    const value = renderInForm(<ImageUpload />);
    const chooser = userEvent.setup({
      applyAccept: false,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
      delay: null,
    });
    await chooser.upload(fileInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("请上传图片")).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(value()).toBeUndefined();
  });

  it("a refused upload shows the error card, 〈name〉 上传失败. and, on click, 上传出错 with the server's message", async () => {
    uploadEndpoint("文件内容与扩展名不符");
    const value = renderInForm(<ImageUpload />);
    await user.upload(fileInput(), png("bad.png"));
    expect(await screen.findByText("bad.png 上传失败.")).toBeInTheDocument();
    const card = document.querySelector('[data-status="error"]') as HTMLElement;
    expect(card).not.toBeNull();
    fireEvent.click(within(card).getByText("bad.png"));
    await waitFor(() =>
      expect(document.querySelector(".ant-modal-confirm-title")).toHaveTextContent("上传出错"),
    );
    expect(document.querySelector(".ant-modal-confirm-content")).toHaveTextContent(
      "错误信息：文件内容与扩展名不符",
    );
    expect(value()).toBeUndefined();
  });

  it("moves pictures and refuses to move past either end", async () => {
    const value = renderInForm(<ImageUpload />, "permit/a.png,permit/b.png");
    const left = screen.getAllByLabelText("左移");
    const right = screen.getAllByLabelText("右移");
    await user.click(left[0]);
    expect(await screen.findByText("未知的操作")).toBeInTheDocument();
    await user.click(right[1]);
    expect(await screen.findByText("已到最后~")).toBeInTheDocument();
    expect(value()).toBe("permit/a.png,permit/b.png");
    await user.click(right[0]);
    await waitFor(() => expect(value()).toBe("permit/b.png,permit/a.png"));
  });

  it("shows a stored value and follows a value set later (a record loaded)", async () => {
    let form: FormInstance | undefined;
    const { container } = render(
      <InForm onForm={(f) => (form = f)}>
        <ImageUpload />
      </InForm>,
    );
    expect(container.querySelectorAll("img")).toHaveLength(0);
    act(() => form?.setFieldsValue({ photos: "permit/x.png" }));
    const img = await screen.findByAltText("图片1.png");
    expect(img).toHaveAttribute("src", "/jeecg-boot/sys/common/static/permit/x.png");
    await user.click(screen.getByLabelText("删除"));
    await waitFor(() => expect(form?.getFieldValue("photos")).toBe(""));
  });
});

describe("file upload", () => {
  it("uploads a document, links it for download and removes it again", async () => {
    uploadEndpoint();
    const value = renderInForm(<FileUpload biz="permit" label="行驶证扫描件" />);
    await user.upload(fileInput(), file("licence.pdf", "application/pdf"));
    await waitFor(() => expect(value()).toBe("permit/licence.pdf"));
    expect(screen.getByText("licence.pdf").closest("a")).toHaveAttribute(
      "href",
      "/jeecg-boot/sys/common/static/permit/licence.pdf",
    );
    await user.click(screen.getByLabelText("删除 licence.pdf"));
    await waitFor(() => expect(value()).toBe(""));
  });

  it("a failed upload keeps the file name with the server's message and leaves the value empty", async () => {
    uploadEndpoint("不支持的文件类型");
    const value = renderInForm(<FileUpload />);
    await user.upload(fileInput(), file("tool.exe", ""));
    expect(await screen.findByText("tool.exe 上传失败.")).toBeInTheDocument();
    expect(document.querySelector('[data-status="error"]')).toHaveTextContent("tool.exe");
    expect(value()).toBeUndefined();
  });
});

const okButton = (dialog: HTMLElement) =>
  dialog.querySelector(".ant-modal-footer .ant-btn-primary") as HTMLElement;

describe("file popup", () => {
  it("is 520 wide; confirming without a file warns 未上传任何文件 and stays open; then returns the files", async () => {
    uploadEndpoint();
    const onOk = vi.fn();
    render(
      <App>
        <FilePopup open biz="temp" onOk={onOk} onCancel={() => undefined} />
      </App>,
    );
    const dialog = (await screen.findByText("文件上传")).closest(".ant-modal") as HTMLElement;
    expect(dialog.style.width).toBe("520px");
    fireEvent.click(okButton(dialog));
    expect(await screen.findByText("未上传任何文件")).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
    await user.upload(fileInput(dialog), file("a.txt", "text/plain"));
    await waitFor(() => expect(within(dialog).getByText("a.txt").closest("a")).not.toBeNull());
    fireEvent.click(okButton(dialog));
    expect(onOk).toHaveBeenCalledWith([
      expect.objectContaining({
        name: "a.txt",
        path: "temp/a.txt",
        url: "/jeecg-boot/sys/common/static/temp/a.txt",
        status: "done",
      }),
    ]);
  });
});
