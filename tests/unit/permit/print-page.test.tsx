import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_CARD } from "@/features/pass-card/pass-card-data";
import {
  cardUrl,
  loadPrintCard,
  PRINT_LINK_BROKEN,
  printVariant,
  printViewPath,
} from "@/features/pass-card/print-data";
import { PermitPrintPage } from "@/features/pass-card/print-page";

const TICKET = "abcdefghijklmnopqrstuvwxyz012345";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("permit print view", () => {
  it("opens with the record's id and the ticket, never a session token", () => {
    expect(printViewPath("p1", TICKET)).toBe(`/public/permitPrint?id=p1&ticket=${TICKET}`);
    expect(printVariant("special")).toBe("special");
    expect(printVariant("visitor")).toBe("visitor");
    expect(printVariant("long_term")).toBe("vehicle");
    expect(cardUrl("http://x", "visitor", "t1")).toBe("http://x/public/passcardFK?token=t1");
  });

  it("asks nothing without an id or ticket and passes the server's refusal on", async () => {
    const fetcher = vi.fn<typeof fetch>();
    expect(await loadPrintCard(null, TICKET, fetcher)).toEqual({
      kind: "refused",
      message: PRINT_LINK_BROKEN,
    });
    expect(await loadPrintCard("p1", null, fetcher)).toEqual({ kind: "refused", message: PRINT_LINK_BROKEN });
    expect(fetcher).not.toHaveBeenCalled();
    const used = vi.fn<typeof fetch>(async () =>
      Response.json({ success: false, message: "打印凭证已使用，请从列表重新打印" }),
    );
    expect(await loadPrintCard("p1", TICKET, used)).toEqual({
      kind: "refused",
      message: "打印凭证已使用，请从列表重新打印",
    });
    expect(String(used.mock.calls[0]?.[0])).toContain(`/permit/application/printData?id=p1&ticket=${TICKET}`);
  });

  it("shows the card, drops the ticket from the address and prints on 打印", async () => {
    const fetcher = vi.fn<typeof fetch>(async () =>
      Response.json({ success: true, result: { ...SAMPLE_CARD, passToken: "tok" } }),
    );
    vi.stubGlobal("fetch", fetcher);
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    window.history.replaceState(null, "", `/public/permitPrint?id=p1&ticket=${TICKET}`);
    render(<PermitPrintPage />);
    expect(await screen.findByText("京A12345")).toBeTruthy();
    expect(window.location.search).toBe("");
    expect(screen.getByTestId("pass-qr").dataset.url).toBe(
      `${window.location.origin}/public/passcard?token=tok`,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: /打\s*印/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
