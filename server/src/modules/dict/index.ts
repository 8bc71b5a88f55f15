import { registerCrud, registerExcelImport } from "../../core/crud/index.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { dictCrud } from "./dict-crud.ts";
import { registerDictItemCheck } from "./dict-item-check.ts";
import { dictItemCrud } from "./dict-item-crud.ts";
import { registerDictReads } from "./dict-reads.ts";
import { dictMenus } from "./menu.ts";
import { registerRecycleBin } from "./recycle-bin.ts";

export { BAD_DICT_CODE, DICT_TABLES } from "./table-dict.ts";

/** Dictionary reads and dictionary administration (/sys/dict) with its recycle bin. */
export const dictModule: ServerModule = {
  name: "dict",
  menus: dictMenus,
  async register(app, ctx) {
    registerDictReads(app, ctx);
    const dicts = registerCrud(app, ctx.db, dictCrud);
    await registerExcelImport(app, dicts, ctx.config);
    registerCrud(app, ctx.db, dictItemCrud);
    registerDictItemCheck(app, ctx.db);
    registerRecycleBin(app, ctx.db);
  },
};
