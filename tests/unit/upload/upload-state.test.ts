import { afterEach, describe, expect, it } from "vitest";
import { fileUrl, fileUrls } from "@/components/upload/static-url";
import {
  fromValue,
  isImageFile,
  keepLast,
  moveItem,
  startItem,
  toValue,
  UPLOAD_TEXT,
  type UploadItem,
  withAnswer,
  withFailure,
  withProgress,
} from "@/components/upload/upload-state";

afterEach(() => {
  window.__APP_CONFIG__ = undefined;
});

const uploading = (uid = "u1", name = "a.png") => startItem({ uid, name, size: 10, type: "image/png" });
const done = (path: string): UploadItem =>
  withAnswer(uploading(path, path), { success: true, message: path });

describe("upload state machine", () => {
  it("starts uploading at 0 % and only moves forward while uploading", () => {
    const item = uploading();
    expect(item).toMatchObject({ status: "uploading", percent: 0, name: "a.png" });
    expect(withProgress(item, 42.4).percent).toBe(42);
    expect(withProgress(withProgress(item, 60), 30).percent).toBe(60);
    expect(withProgress(item, 250).percent).toBe(100);
    const finished = withAnswer(item, { success: true, message: "temp/x.png" });
    expect(withProgress(finished, 10)).toBe(finished);
  });

  it("done takes the path from the answer's message and builds its URL", () => {
    const item = withAnswer(uploading(), { success: true, message: "temp/ab12.png" });
    expect(item).toMatchObject({
      status: "done",
      percent: 100,
      path: "temp/ab12.png",
      url: "/jeecg-boot/sys/common/static/temp/ab12.png",
    });
  });

  it("error takes the server's message, default 未知错误; a failed request is 上传失败", () => {
    expect(withAnswer(uploading(), { success: false, message: "文件内容与扩展名不符" })).toMatchObject({
      status: "error",
      message: "文件内容与扩展名不符",
    });
    expect(withAnswer(uploading(), { success: false, message: "" }).message).toBe("未知错误");
    // success without a path is no upload either
    expect(withAnswer(uploading(), { success: true, message: "" }).status).toBe("error");
    expect(withFailure(uploading())).toMatchObject({ status: "error", message: "上传失败" });
    const finished = done("temp/a.png");
    expect(withFailure(finished)).toBe(finished);
    expect(withAnswer(withFailure(uploading()), { success: true, message: "temp/b.png" }).status).toBe(
      "error",
    );
  });

  it("the value is the done paths joined with commas; uploading and failed files are left out", () => {
    const items = [done("temp/a.png"), uploading("u2"), withFailure(uploading("u3")), done("temp/b.png")];
    expect(toValue(items)).toBe("temp/a.png,temp/b.png");
    expect(toValue([])).toBe("");
  });

  it("a stored value becomes done items named by position, keeping the order", () => {
    const items = fromValue("permit/aa.png, permit/bb.JPG", "图片");
    expect(items.map((i) => [i.status, i.path, i.name])).toEqual([
      ["done", "permit/aa.png", "图片1.png"],
      ["done", "permit/bb.JPG", "图片2.jpg"],
    ]);
    expect(items[1].url).toBe("/jeecg-boot/sys/common/static/permit/bb.JPG");
    expect(fromValue("")).toEqual([]);
    expect(fromValue(null)).toEqual([]);
    expect(toValue(fromValue("a/1.pdf,a/2.pdf"))).toBe("a/1.pdf,a/2.pdf");
  });

  it("only files whose type contains image count as images", () => {
    expect(isImageFile({ type: "image/png" })).toBe(true);
    expect(isImageFile({ type: "image/svg+xml" })).toBe(true);
    expect(isImageFile({ type: "text/plain" })).toBe(false);
    expect(isImageFile({ type: "" })).toBe(false);
  });
});

describe("keep the last N (number > 0), 0 keeps all", () => {
  it("keeps the newest N in their order", () => {
    expect(keepLast([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(keepLast([1, 2, 3], 1)).toEqual([3]);
    expect(keepLast([1, 2], 5)).toEqual([1, 2]);
  });

  it("0 or less means unlimited", () => {
    expect(keepLast([1, 2, 3, 4], 0)).toEqual([1, 2, 3, 4]);
    expect(keepLast([1, 2, 3], -1)).toEqual([1, 2, 3]);
  });
});

describe("moving images", () => {
  const items = [done("a/1.png"), done("a/2.png"), done("a/3.png")];
  const paths = (list: UploadItem[]) => list.map((i) => i.path);

  it("moves left and right between neighbours", () => {
    const left = moveItem(items, 1, -1);
    expect(left.ok && paths(left.items)).toEqual(["a/2.png", "a/1.png", "a/3.png"]);
    const right = moveItem(items, 1, 1);
    expect(right.ok && paths(right.items)).toEqual(["a/1.png", "a/3.png", "a/2.png"]);
    expect(paths(items)).toEqual(["a/1.png", "a/2.png", "a/3.png"]);
  });

  it("refuses the first one earlier with 未知的操作 and the last one later with 已到最后~", () => {
    expect(moveItem(items, 0, -1)).toEqual({ ok: false, message: "未知的操作" });
    expect(moveItem(items, 2, 1)).toEqual({ ok: false, message: "已到最后~" });
    expect(UPLOAD_TEXT.itemFailed("车辆.png")).toBe("车辆.png 上传失败.");
  });
});

describe("static URL building", () => {
  it("a relative path gets the static domain; http URLs stay; empty and JSON-ish values give nothing", () => {
    expect(fileUrl("temp/a_1.png")).toBe("/jeecg-boot/sys/common/static/temp/a_1.png");
    expect(fileUrl("https://x/y.png")).toBe("https://x/y.png");
    expect(fileUrl("")).toBeUndefined();
    expect(fileUrl(undefined)).toBeUndefined();
    expect(fileUrl('[{"a":1}]')).toBeUndefined();
  });

  it("follows the runtime static domain", () => {
    window.__APP_CONFIG__ = { apiBaseUrl: "https://api.example.com/jeecg-boot" };
    expect(fileUrl("permit/a.png")).toBe("https://api.example.com/jeecg-boot/sys/common/static/permit/a.png");
    window.__APP_CONFIG__ = { staticDomainUrl: "https://cdn.example.com/files/" };
    expect(fileUrl("permit/a.png")).toBe("https://cdn.example.com/files/permit/a.png");
  });

  it("a comma-joined value gives one URL per path", () => {
    expect(fileUrls("a/1.png, a/2.png,")).toEqual([
      "/jeecg-boot/sys/common/static/a/1.png",
      "/jeecg-boot/sys/common/static/a/2.png",
    ]);
    expect(fileUrls(undefined)).toEqual([]);
  });
});
