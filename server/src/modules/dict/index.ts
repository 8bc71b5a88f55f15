import { rejectNul } from "../../core/crud/index.ts";
import { BizError, ok } from "../../core/result.ts";
import { verifySignHook } from "../../core/sign.ts";
import type { ServerModule } from "../types.ts";
import { loadAllDictItems, loadDictItems } from "./dict-cache.ts";

export const BAD_DICT_CODE = "字典Code格式不正确！";

/**
 * Table dictionaries (`table,text,code[,condition]`) that may be read. Empty until the table-dictionary
 * work: reading arbitrary tables by name is exactly what the whitelist rule forbids.
 */
export const TABLE_DICT_WHITELIST: ReadonlySet<string> = new Set<string>();

/** The original builds these answers by hand: success with code 0 and an empty message. */
const handBuilt = <T>(result: T) => ({ success: true, message: "", code: 0, result, timestamp: Date.now() });

/** Dictionary reads (reference §6.4); dictionary editing comes with the dictionary admin module. */
export const dictModule: ServerModule = {
  name: "dict",
  async register(app, { db, config }) {
    app.addHook("preValidation", rejectNul);
    const verifySign = verifySignHook({ signSecret: config.signSecret, timeZone: config.timeZone });

    app.get(
      "/sys/dict/getDictItems/:dictCode",
      {
        config: { auth: "login", signed: true },
        preHandler: verifySign,
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
        if (code.includes(",")) {
          const parts = code.split(",");
          if (parts.length < 3 || parts.length > 4) throw new BizError(BAD_DICT_CODE);
          if (!TABLE_DICT_WHITELIST.has(parts[0].trim())) {
            throw new BizError(`不支持的表字典：${parts[0].trim().slice(0, 64)}`);
          }
        }
        return handBuilt(await loadDictItems(db, code));
      },
    );

    app.get("/sys/dict/queryAllDictItems", { config: { auth: "login" } }, async () =>
      ok(await loadAllDictItems(db)),
    );

    // Dictionaries are read from the database on every call, so there is no cache to clear.
    app.get("/sys/dict/refleshCache", { config: { auth: "login" } }, async () => handBuilt(null));
  },
};
