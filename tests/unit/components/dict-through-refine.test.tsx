import { useInvalidate } from "@refinedev/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DICT_ITEM_RESOURCE, DictTag } from "@/components/dict";
import { ls, UI_CACHE_DB_DICT_DATA } from "@/providers/storage";
import { API, queryOf, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { messages, renderWithRefine } from "../providers/with-refine";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

/** What the dictionary screen's save does to refine: every dictionary-item list reloads. */
function ItemSaved() {
  const invalidate = useInvalidate();
  return (
    <button
      type="button"
      onClick={() => void invalidate({ resource: DICT_ITEM_RESOURCE, invalidates: ["list"] })}
    >
      保存字典项
    </button>
  );
}

function renderTags() {
  renderWithRefine(
    <>
      <DictTag dictCode="permit_type" value="east" />
      <DictTag dictCode="permit_type" value="visitor" />
      <ItemSaved />
    </>,
  );
}

/** Answers /sys/dict/getDictItems/{code} with the items `answer` gives, recording each request. */
function serveItems(answer: () => Response) {
  const seen: Request[] = [];
  server.use(
    mock.get(`${API}/sys/dict/getDictItems/:code`, ({ request }) => {
      seen.push(request);
      return answer();
    }),
  );
  return seen;
}

const items = (east: string) =>
  HttpResponse.json({
    success: true,
    code: 200,
    message: "",
    result: [
      { value: "east", text: east },
      { value: "visitor", text: "访客" },
    ],
  });

beforeEach(() => {
  localStorage.clear();
  window.__APP_CONFIG__ = undefined;
  installUi();
});

describe("dictionary items through refine", () => {
  it("shows a dictionary the login cached without a request, and reads it again after an item changes", async () => {
    ls.set(UI_CACHE_DB_DICT_DATA, {
      permit_type: [
        { value: "east", text: "东区" },
        { value: "visitor", text: "访客" },
      ],
    });
    const seen = serveItems(() => items("东区通行"));
    renderTags();
    expect(screen.getByText("东区")).toBeInTheDocument();
    expect(screen.getByText("访客")).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    fireEvent.click(screen.getByText("保存字典项"));
    expect(await screen.findByText("东区通行")).toBeInTheDocument();
    // Both tags share one read: the whole list, signed, without paging.
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0].url).pathname).toBe("/jeecg-boot/sys/dict/getDictItems/permit_type");
    expect(queryOf(seen[0])).toEqual({});
    expect(seen[0].headers.get("X-Sign")).toMatch(/^[0-9A-F]{32}$/);
  });

  it("keeps the texts shown when a read fails, and shows the failure's message once", async () => {
    let failing = false;
    serveItems(() =>
      failing
        ? HttpResponse.json({ success: false, code: 500, message: "字典加载失败" }, { status: 500 })
        : items("东区"),
    );
    renderTags();
    expect(await screen.findByText("东区")).toBeInTheDocument();

    failing = true;
    fireEvent.click(screen.getByText("保存字典项"));
    await waitFor(() => expect(messages("字典加载失败")).toHaveLength(1));
    expect(screen.getByText("东区")).toBeInTheDocument();
    expect(screen.getByText("访客")).toBeInTheDocument();
  });
});
