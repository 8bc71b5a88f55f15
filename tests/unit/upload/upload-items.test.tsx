import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App, Form, type FormInstance } from "antd";
import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ImageUpload } from "@/components/upload";
import {
  pastedImage,
  screenshotBiz,
  startItem,
  toFileItems,
  withAnswer,
} from "@/components/upload/upload-state";
import { API, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";

setupMsw();
beforeEach(() => {
  installUi();
});

const uploading = () => startItem({ uid: "u1", name: "行驶证.pdf", size: 2048, type: "application/pdf" });

/** A clipboard as the browser hands it to a paste handler. */
function clipboardWith(...files: File[]) {
  return {
    items: files.map((file) => ({ kind: "file", type: file.type, getAsFile: () => file })),
    files,
  } as unknown as DataTransfer;
}

/** A form with one image field, as the vehicle form's 车辆照片. */
function PhotoForm({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <App>
      <Form form={form}>
        <Form.Item name="photos" label="车辆照片">
          <ImageUpload biz="permit" label="车辆照片" />
        </Form.Item>
      </Form>
    </App>
  );
}

describe("upload items", () => {
  it("a done item carries fileName, filePath and fileSize", () => {
    const done = withAnswer(uploading(), { success: true, message: "temp/ab12.pdf" });
    expect(done).toMatchObject({ fileName: "行驶证.pdf", filePath: "temp/ab12.pdf", fileSize: 2048 });
    expect(toFileItems([done, uploading()])).toEqual([
      { fileName: "行驶证.pdf", filePath: "temp/ab12.pdf", fileSize: 2048 },
    ]);
  });

  it("takes the path from the answer's field named by responseName", () => {
    const answer = { success: true, message: "上传成功", url: "oss/cd34.pdf" };
    expect(withAnswer(uploading(), answer, "url")).toMatchObject({
      status: "done",
      filePath: "oss/cd34.pdf",
    });
    expect(withAnswer(uploading(), { success: true, message: "上传成功" }, "url")).toMatchObject({
      status: "error",
    });
  });

  it("a pasted image becomes upload.png for the day's folder; a paste without one is no upload", () => {
    expect(screenshotBiz(new Date(2026, 0, 5))).toBe("static/2026/01/05");
    const image = pastedImage(
      clipboardWith(new File([new Uint8Array([137, 80])], "image.png", { type: "image/png" })),
    );
    expect(image?.name).toBe("upload.png");
    expect(image?.type).toBe("image/png");
    expect(pastedImage(clipboardWith(new File(["x"], "a.txt", { type: "text/plain" })))).toBeUndefined();
    expect(pastedImage(null)).toBeUndefined();
  });

  it("pasting a screenshot into an image field uploads it into the day's folder and shows it", async () => {
    const seen: string[] = [];
    server.use(
      mock.post(`${API}/sys/common/upload`, async ({ request }) => {
        const biz = String((await request.formData()).get("biz"));
        seen.push(biz);
        return HttpResponse.json({ success: true, message: `${biz}/ab12.png`, code: 200 });
      }),
    );
    let form: FormInstance | undefined;
    render(<PhotoForm onForm={(f) => (form = f)} />);
    const field = screen.getByRole("group", { name: "车辆照片" });
    // jsdom hands msw the form's text parts only, so the pasted bytes are text here.
    fireEvent.paste(field, {
      clipboardData: clipboardWith(new File(["screenshot"], "image.png", { type: "image/png" })),
    });
    const day = screenshotBiz(new Date());
    await waitFor(() => expect(form?.getFieldValue("photos")).toBe(`${day}/ab12.png`));
    expect(seen).toEqual([day]);
    expect(await screen.findByAltText("upload.png")).toHaveAttribute(
      "src",
      `/jeecg-boot/sys/common/static/${day}/ab12.png`,
    );
  });
});
