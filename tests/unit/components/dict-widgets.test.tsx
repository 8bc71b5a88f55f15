import { act, fireEvent, render, screen } from "@testing-library/react";
import { App } from "antd";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DictSelectTag, DictTag, SearchSelect, TreeDictSelect } from "@/components/dict";
import { getDictItems } from "@/providers/dict";
import {
  checkTreeCondition,
  clearDictSessionCache,
  ENTER_KEYWORD,
  NOTHING_FOUND,
  TREE_CONDITION_ERROR,
  translateDict,
} from "@/providers/dict-lookups";
import { ls, UI_CACHE_DB_DICT_DATA } from "@/providers/storage";

const http = vi.hoisted(() => ({ getAction: vi.fn() }));
vi.mock("@/providers/http/client", async (original) => ({
  ...(await original<typeof import("@/providers/http/client")>()),
  getAction: http.getAction,
}));

const ok = (result: unknown) => ({ success: true, code: 0, message: "", result });
const wrap = (node: ReactNode) => render(<App>{node}</App>);

afterEach(() => {
  ls.clear();
  clearDictSessionCache();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe("a missing dictionary code", () => {
  it("shows 字典Code不能为空! in place of the widget and makes no call", async () => {
    wrap(<DictSelectTag />);
    expect(screen.getByRole("alert")).toHaveTextContent("字典Code不能为空!");
    await expect(getDictItems(undefined)).rejects.toThrow("字典Code不能为空!");
    expect(http.getAction).not.toHaveBeenCalled();
  });

  it("applies to the search select too", () => {
    wrap(<SearchSelect async />);
    expect(screen.getByRole("alert")).toHaveTextContent("字典Code不能为空!");
  });
});

describe("dictionary texts", () => {
  it("translates stored values through the session's dictionary cache", () => {
    ls.set(UI_CACHE_DB_DICT_DATA, {
      priority: [
        { value: "H", text: "高" },
        { value: "L", text: "低" },
      ],
    });
    wrap(<DictTag dictCode="priority" value="H,L,X" plain />);
    expect(screen.getByText("高,低,X")).toBeInTheDocument();
    expect(http.getAction).not.toHaveBeenCalled();
  });

  it("translates through loadDictItem once per session, again after the cache is cleared", async () => {
    http.getAction.mockResolvedValue(ok(["管理员", "演示用户"]));
    const dict = "sys_user,realname,username";
    expect(await translateDict(dict, ["admin", "jeecg"])).toEqual([
      { value: "admin", label: "管理员" },
      { value: "jeecg", label: "演示用户" },
    ]);
    expect(http.getAction).toHaveBeenCalledWith(`/sys/dict/loadDictItem/${dict}`, { key: "admin,jeecg" });
    await translateDict(dict, ["jeecg"]);
    expect(http.getAction).toHaveBeenCalledTimes(1);
    clearDictSessionCache();
    await translateDict(dict, ["admin", "jeecg"]);
    expect(http.getAction).toHaveBeenCalledTimes(2);
  });
});

describe("tree dictionary condition", () => {
  it("must be a JSON object string, with the original's message", () => {
    expect(checkTreeCondition(undefined)).toBeUndefined();
    expect(checkTreeCondition('{"status":"1"}')).toBeUndefined();
    for (const bad of ["status=1", "[1,2]", '"x"', "{bad"])
      expect(checkTreeCondition(bad)).toBe(TREE_CONDITION_ERROR);
    expect(TREE_CONDITION_ERROR).toBe("组件JTreeSelect-condition传值有误，需要一个json字符串!");
  });

  it("shows the message instead of loading the tree", () => {
    wrap(<TreeDictSelect dict="sys_category,name,id" condition="status=1" />);
    expect(screen.getByRole("alert")).toHaveTextContent(TREE_CONDITION_ERROR);
    expect(http.getAction).not.toHaveBeenCalled();
  });
});

describe("asynchronous search select", () => {
  const open = () => {
    const box = screen.getByRole("combobox");
    fireEvent.mouseDown(box);
    return box;
  };

  it("asks for a keyword first, searches 800 ms after the last keystroke with page size 10", async () => {
    vi.useFakeTimers();
    http.getAction.mockResolvedValue(ok([{ value: "admin", text: "管理员" }]));
    wrap(<SearchSelect dict="sys_user,realname,username" async />);
    const box = open();
    expect(screen.getByRole("listbox")).toHaveTextContent(ENTER_KEYWORD);
    fireEvent.change(box, { target: { value: "管" } });
    await act(async () => vi.advanceTimersByTime(500));
    fireEvent.change(box, { target: { value: "管理" } });
    await act(async () => vi.advanceTimersByTime(799));
    expect(http.getAction).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(http.getAction).toHaveBeenCalledTimes(1);
    expect(http.getAction).toHaveBeenCalledWith(
      "/sys/dict/loadDict/sys_user,realname,username",
      { keyword: "管理", pageSize: 10 },
      { signal: undefined },
    );
    await act(async () => undefined);
    expect(screen.getByTitle("管理员")).toBeInTheDocument();
  });

  it("uses the grid's 300 ms delay when given, and says 没有查询到任何数据 for no match", async () => {
    vi.useFakeTimers();
    http.getAction.mockResolvedValue(ok([]));
    wrap(<SearchSelect dict="sex" async delay={300} />);
    const box = open();
    fireEvent.change(box, { target: { value: "无" } });
    await act(async () => vi.advanceTimersByTime(300));
    expect(http.getAction).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(screen.getByRole("listbox")).toHaveTextContent(NOTHING_FOUND);
  });
});
