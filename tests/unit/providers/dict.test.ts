import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  DICT_CODE_REQUIRED,
  dictText,
  filterDictText,
  getDictItems,
  getDictItemsFromCache,
  normalizeDictItems,
} from "@/providers/dict";
import { API, queryOf, server, setupMsw } from "./msw";
import { installUi, storeLs } from "./test-ui";

setupMsw();

beforeEach(() => {
  localStorage.clear();
  installUi();
});

const sex = [
  { value: "1", text: "男", title: "男" },
  { value: "2", text: "女", title: "女" },
];

describe("getDictItems", () => {
  it("needs a code", async () => {
    await expect(getDictItems("")).rejects.toThrow(DICT_CODE_REQUIRED);
    expect(DICT_CODE_REQUIRED).toBe("字典Code不能为空!");
  });

  it("answers from the login cache without a request", async () => {
    storeLs("UI_CACHE_DB_DICT_DATA", { sex });
    await expect(getDictItems("sex")).resolves.toEqual([
      { value: "1", text: "男", label: "男", title: "男" },
      { value: "2", text: "女", label: "女", title: "女" },
    ]);
  });

  it("otherwise GETs /sys/dict/getDictItems/{code}, signed, without _t", async () => {
    const seen: Request[] = [];
    server.use(
      mock.get(`${API}/sys/dict/getDictItems/:code`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: true, code: 0, result: sex });
      }),
    );
    await expect(getDictItems("sex")).resolves.toHaveLength(2);
    expect(queryOf(seen[0])).toEqual({});
    expect(seen[0].headers.get("X-Sign")).toBe("E19D6243CB1945AB4F7202A1B00F77D5");
    await getDictItems("sys_user,realname,username");
    expect(seen[1].headers.get("X-Sign")).toBe("D9E9093773A902BBE1CF4FAE26BE5D1C");
  });

  it("answers an empty list when the load fails", async () => {
    server.use(
      mock.get(`${API}/sys/dict/getDictItems/:code`, () =>
        HttpResponse.json({ success: false, message: "x" }),
      ),
    );
    await expect(getDictItems("nope")).resolves.toEqual([]);
    server.use(mock.get(`${API}/sys/dict/getDictItems/:code`, () => HttpResponse.json({}, { status: 500 })));
    await expect(getDictItems("nope")).resolves.toEqual([]);
  });
});

describe("translation", () => {
  it("normalises text/title/label items", () => {
    expect(
      normalizeDictItems([{ value: 1, label: "一", disabled: true }, { title: "无值" }, "junk"]),
    ).toEqual([{ value: "1", text: "一", label: "一", title: "一", disabled: true }]);
    expect(normalizeDictItems(null)).toEqual([]);
  });

  it("translates comma values piecewise, leaving unknown ones", () => {
    const options = normalizeDictItems(sex);
    expect(filterDictText(options, "1")).toBe("男");
    expect(filterDictText(options, "1,2,3")).toBe("男,女,3");
    expect(filterDictText(options, ["2"])).toBe("女");
    expect(filterDictText(options, 1)).toBe("男");
    expect(filterDictText(options, null)).toBe("");
  });

  it("dictText reads the cache; an unknown dictionary returns the value", () => {
    storeLs("UI_CACHE_DB_DICT_DATA", { sex });
    expect(dictText("sex", "2,1")).toBe("女,男");
    expect(dictText("missing", "2")).toBe("2");
    expect(getDictItemsFromCache("missing")).toBeUndefined();
  });
});
