import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PassCard } from "@/features/pass-card/pass-card";
import { type CardState, loadCard, NOT_FOUND, SAMPLE_CARD } from "@/features/pass-card/pass-card-data";

afterEach(cleanup);

const TOKEN = "abcdefghijklmnopqrstuvwxyz012345";

describe("public pass card", () => {
  it.each<[CardState, string]>([
    ["valid", "有效"],
    ["expired", "已过期"],
    ["revoked", "已作废"],
    ["pending", "待审核"],
    ["rejected", "已驳回"],
  ])("shows the %s state as the banner %s", (cardState, text) => {
    render(
      <PassCard card={{ ...SAMPLE_CARD, cardState }} variant="vehicle" url="http://x/public/passcard" />,
    );
    expect(screen.getByRole("status").textContent).toBe(text);
    expect(screen.getByText("京A12345")).toBeTruthy();
    expect(screen.getByTestId("pass-qr").dataset.url).toBe("http://x/public/passcard");
  });

  it("names the visitor on the visitor card", () => {
    render(<PassCard card={{ ...SAMPLE_CARD, visitorName: "李四" }} variant="visitor" url="u" />);
    expect(screen.getByText("访客")).toBeTruthy();
    expect(screen.getByText("李四")).toBeTruthy();
  });

  it("does not ask the server for a missing or malformed token", async () => {
    const fetcher = vi.fn<typeof fetch>();
    expect(await loadCard(null, fetcher)).toEqual({ kind: "missing", message: NOT_FOUND });
    expect(await loadCard("../../etc", fetcher)).toEqual({ kind: "missing", message: NOT_FOUND });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("reads a card by token and shows the server's message for an unknown one", async () => {
    const ok = vi.fn<typeof fetch>(async () => Response.json({ success: true, result: SAMPLE_CARD }));
    expect(await loadCard(TOKEN, ok)).toEqual({ kind: "found", card: SAMPLE_CARD });
    expect(String(ok.mock.calls[0]?.[0])).toContain(`/permit/public/card/${TOKEN}`);
    const missing = vi.fn<typeof fetch>(async () =>
      Response.json({ success: false, message: "未找到该通行证" }, { status: 404 }),
    );
    expect(await loadCard(TOKEN, missing)).toEqual({ kind: "missing", message: "未找到该通行证" });
  });
});
