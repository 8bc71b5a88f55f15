import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshDictCache } from "@/features/dict/dict-api";
import { getDictItemsFromCache } from "@/providers/dict";
import { ls, SEVEN_DAYS, UI_CACHE_DB_DICT_DATA } from "@/providers/storage";

const http = vi.hoisted(() => ({ getAction: vi.fn() }));
vi.mock("@/providers/http/client", async (original) => ({
  ...(await original<typeof import("@/providers/http/client")>()),
  getAction: http.getAction,
}));

const ok = (result: unknown) => ({ success: true, code: 200, message: "", result });

afterEach(() => {
  ls.clear();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe("刷新缓存", () => {
  it("clears the server cache, then stores every dictionary for 7 days", async () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    ls.set(UI_CACHE_DB_DICT_DATA, { sex: [{ value: "1", text: "旧" }] });
    const all = { sex: [{ value: "1", text: "男", title: "男" }], empty_dict: [] };
    http.getAction.mockResolvedValueOnce(ok(null)).mockResolvedValueOnce(ok(all));

    expect(await refreshDictCache()).toEqual({ success: true, message: "刷新缓存完成！" });
    expect(http.getAction.mock.calls.map((call) => call[0])).toEqual([
      "sys/dict/refleshCache",
      "sys/dict/queryAllDictItems",
    ]);
    expect(ls.get(UI_CACHE_DB_DICT_DATA)).toEqual(all);
    expect(getDictItemsFromCache("sex")?.[0]?.text).toBe("男");
    const raw = JSON.parse(localStorage.getItem(`pro__${UI_CACHE_DB_DICT_DATA}`) ?? "{}") as {
      expire: number;
    };
    expect(raw.expire).toBe(Date.now() + SEVEN_DAYS);
  });

  it("keeps the old cache and says 刷新缓存失败！ when the server refuses or fails", async () => {
    const old = { sex: [{ value: "1", text: "旧" }] };
    ls.set(UI_CACHE_DB_DICT_DATA, old);
    http.getAction.mockResolvedValueOnce({ success: false, code: 500, message: "x", result: null });
    expect(await refreshDictCache()).toEqual({ success: false, message: "刷新缓存失败！" });
    http.getAction.mockRejectedValueOnce(new Error("network"));
    expect(await refreshDictCache()).toEqual({ success: false, message: "刷新缓存失败！" });
    expect(ls.get(UI_CACHE_DB_DICT_DATA)).toEqual(old);
  });
});
