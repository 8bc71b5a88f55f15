import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App, Button } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileLinks, useDownloadFile } from "@/components/upload";
import { downloadTarget } from "@/components/upload/upload-state";

afterEach(() => vi.restoreAllMocks());

function DownloadButton({ path }: { path: unknown }) {
  const download = useDownloadFile();
  return <Button onClick={() => download(path)}>打开文件</Button>;
}

describe("a file value that names no file", () => {
  it("gives 未知的文件 as the download target, a stored path its static URL", () => {
    expect(downloadTarget("")).toEqual({ ok: false, message: "未知的文件" });
    expect(downloadTarget("  ")).toEqual({ ok: false, message: "未知的文件" });
    expect(downloadTarget(null)).toEqual({ ok: false, message: "未知的文件" });
    expect(downloadTarget('[{"a":1}]')).toEqual({ ok: false, message: "未知的文件" });
    expect(downloadTarget("permit/a_1.pdf")).toEqual({
      ok: true,
      url: "/jeecg-boot/sys/common/static/permit/a_1.pdf",
    });
  });

  it("the download helper warns 未知的文件 and opens nothing; a stored file opens", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(
      <App>
        <DownloadButton path="" />
      </App>,
    );
    await user.click(screen.getByRole("button", { name: "打开文件" }));
    expect(await screen.findByText("未知的文件")).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    unmount();
    render(
      <App>
        <DownloadButton path="permit/a_1.pdf" />
      </App>,
    );
    await user.click(screen.getByRole("button", { name: "打开文件" }));
    expect(open).toHaveBeenCalledWith(
      "/jeecg-boot/sys/common/static/permit/a_1.pdf",
      "_blank",
      "noopener,noreferrer",
    );
  });

  it("a list cell whose value holds no path says 未知的文件; an empty one shows nothing", () => {
    const { container, rerender } = render(<FileLinks value=" , " />);
    expect(screen.getByText("未知的文件")).toBeInTheDocument();
    expect(container.querySelector("a")).toBeNull();
    rerender(<FileLinks value="" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FileLinks value="permit/a_1.pdf,permit/b_2.pdf" />);
    expect(screen.getAllByRole("link").map((a) => a.textContent?.trim())).toEqual(["附件1", "附件2"]);
  });
});
