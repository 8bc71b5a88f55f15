import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, describeChunkFailure } from "@/components/layout/chunk-failure";
import { ViewErrorBoundary, ViewLoading } from "@/components/layout/view-error-boundary";

function Broken(): never {
  throw new TypeError("Failed to fetch dynamically imported module: http://h/assets/role-list-Ab12.js");
}

describe("a page's code or style that did not load", () => {
  it("is named by kind and file, in each browser's wording", () => {
    expect(
      describeChunkFailure(
        new TypeError("Failed to fetch dynamically imported module: http://h/assets/role-list-Ab12.js"),
      ),
    ).toEqual({ kind: "ChunkLoadError", file: "role-list-Ab12.js" });
    expect(
      describeChunkFailure(
        new TypeError("error loading dynamically imported module: http://h/assets/x-1.js"),
      ),
    ).toEqual({ kind: "ChunkLoadError", file: "x-1.js" });
    expect(describeChunkFailure(new TypeError("Importing a module script failed."))).toEqual({
      kind: "ChunkLoadError",
      file: undefined,
    });
    expect(describeChunkFailure(new Error("Unable to preload CSS for /assets/app-shell-9x.css"))).toEqual({
      kind: "CSS_CHUNK_LOAD_FAILED",
      file: "app-shell-9x.css",
    });
    expect(describeChunkFailure(new Error("Cannot read properties of undefined"))).toBeUndefined();
  });

  it("shows its kind and file in the page's failure, with a reload", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ViewErrorBoundary>
        <Broken />
      </ViewErrorBoundary>,
    );
    expect(screen.getByText("页面加载失败")).toBeTruthy();
    expect(screen.getByText("ChunkLoadError: role-list-Ab12.js")).toBeTruthy();
    expect(screen.getByRole("button", { name: "重新加载" })).toBeTruthy();
  });

  it("counts as failed when it has not arrived within the time-out", () => {
    vi.useFakeTimers();
    render(<ViewLoading />);
    expect(screen.queryByText("页面加载失败")).toBeNull();
    act(() => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByText("页面加载失败")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("页面加载失败")).toBeTruthy();
    expect(screen.getByText("ChunkLoadError")).toBeTruthy();
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
