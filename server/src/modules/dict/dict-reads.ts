/** Dictionary reads: login-only and signed. */
import type { FastifyInstance } from "fastify";
import { BizError, ok } from "../../core/result.ts";
import type { AppContext } from "../../core/server-module.ts";
import { verifySignHook } from "../../core/sign.ts";
import { type DictOption, loadAllDictItems, loadDictItems } from "./dict-cache.ts";
import { loadTreeNodes, type TreeQuery } from "./dict-tree.ts";
import { parseTableDict, queryTableDict } from "./table-dict.ts";

/** The original builds these answers by hand: success with code 0 and an empty message. */
export const handBuilt = <T>(result: T) => ({
  success: true,
  message: "",
  code: 0,
  result,
  timestamp: Date.now(),
});

const str = (max: number) => ({ type: "string", maxLength: max });
const dictParam = {
  type: "object",
  properties: { dict: { type: "string", minLength: 1, maxLength: 500 } },
  required: ["dict"],
};
const MAX_KEYS = 500;

interface Options {
  keyword?: string;
  keys?: readonly string[];
  limit?: number;
}

/** A plain dictionary code or a whitelisted table dictionary, filtered alike. */
async function options(ctx: AppContext, code: string, o: Options = {}): Promise<DictOption[]> {
  if (code.includes(",")) return queryTableDict(ctx.db, parseTableDict(code), o);
  let items = await loadDictItems(ctx.db, code);
  const keyword = o.keyword?.toLowerCase();
  if (keyword) items = items.filter((i) => i.text.toLowerCase().includes(keyword));
  if (o.keys) {
    const keys = new Set(o.keys);
    items = items.filter((i) => keys.has(i.value));
  }
  return o.limit === undefined ? items : items.slice(0, o.limit);
}

function pageSizeOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 10;
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < 1) throw new BizError("pageSize必须是正整数");
  return Math.min(n, 100);
}

export function registerDictReads(app: FastifyInstance, ctx: AppContext): void {
  const verifySign = verifySignHook({ signSecret: ctx.config.signSecret, timeZone: ctx.config.timeZone });
  const signed = { config: { auth: "login", signed: true }, preHandler: verifySign } as const;

  app.get(
    "/sys/dict/getDictItems/:dictCode",
    {
      ...signed,
      schema: {
        params: {
          type: "object",
          properties: { dictCode: { type: "string", minLength: 1, maxLength: 500 } },
          required: ["dictCode"],
        },
      },
    },
    async (req) => {
      const code = (req.params as { dictCode: string }).dictCode.trim();
      return handBuilt(await options(ctx, code));
    },
  );

  app.get(
    "/sys/dict/loadDict/:dict",
    {
      ...signed,
      schema: {
        params: dictParam,
        querystring: { type: "object", properties: { keyword: str(100), pageSize: str(9) } },
      },
    },
    async (req) => {
      const { keyword, pageSize } = req.query as { keyword?: string; pageSize?: string };
      const dict = (req.params as { dict: string }).dict.trim();
      return handBuilt(await options(ctx, dict, { keyword: keyword?.trim(), limit: pageSizeOf(pageSize) }));
    },
  );

  app.get(
    "/sys/dict/loadDictItem/:dict",
    {
      ...signed,
      schema: { params: dictParam, querystring: { type: "object", properties: { key: str(20_000) } } },
    },
    async (req) => {
      const keys = [
        ...new Set(
          ((req.query as { key?: string }).key ?? "")
            .split(",")
            .map((k) => k.trim())
            .filter(Boolean),
        ),
      ];
      if (keys.length > MAX_KEYS) throw new BizError(`一次最多翻译${MAX_KEYS}个值`);
      if (keys.length === 0) return handBuilt([]);
      const found = await options(ctx, (req.params as { dict: string }).dict.trim(), { keys });
      const text = new Map(found.map((o) => [o.value, o.text]));
      return handBuilt(keys.filter((k) => text.has(k)).map((k) => text.get(k)));
    },
  );

  app.get(
    "/sys/dict/loadTreeData",
    {
      ...signed,
      schema: {
        querystring: {
          type: "object",
          properties: {
            pid: str(64),
            tableName: str(64),
            text: str(64),
            code: str(64),
            pidField: str(64),
            hasChildField: str(64),
            condition: str(2000),
          },
          required: ["tableName", "text", "code"],
        },
      },
    },
    async (req) => handBuilt(await loadTreeNodes(ctx.db, req.query as TreeQuery)),
  );

  app.get("/sys/dict/queryAllDictItems", { config: { auth: "login" } }, async () =>
    ok(await loadAllDictItems(ctx.db)),
  );

  // Dictionaries are read from the database on every call, so there is no cache to clear.
  app.get("/sys/dict/refleshCache", { config: { auth: "login" } }, async () => handBuilt(null));
}
