import type { FastifyInstance } from "fastify";
import { registerCrud } from "../../core/crud/index.ts";
import { BizError, okMessage } from "../../core/result.ts";
import type { AppContext, ServerModule } from "../../core/server-module.ts";
import type { Db } from "../../db/client.ts";
import {
  CONNECT_OK,
  checkAllowed,
  ONLY_POSTGRES,
  POSTGRES_TYPE,
  parsePostgresUrl,
  tryConnect,
} from "./connection-test.ts";
import { dataSourceCrud } from "./data-source-crud.ts";
import { dataSourceMenus } from "./menu.ts";

const str = (max: number) => ({ type: ["string", "null"], maxLength: max });

interface TestBody {
  id?: string | null;
  dbType?: string | null;
  dbUrl?: string | null;
  dbName?: string | null;
  dbUsername?: string | null;
  dbPassword?: string | null;
}

/** The form sends no password when editing a stored source: the stored one is used then. */
async function passwordFor(db: Db, body: TestBody): Promise<string> {
  if (body.dbPassword) return body.dbPassword;
  if (!body.id) throw new BizError("请输入密码!");
  const row = await db.one<{ db_password: string | null }>(
    "SELECT db_password FROM sys_data_source WHERE id = $1",
    [body.id],
  );
  if (!row) throw new BizError("未找到对应数据");
  return row.db_password ?? "";
}

function registerConnectionTest(app: FastifyInstance, { db, config }: AppContext): void {
  app.post(
    "/online/cgreport/api/testConnection",
    {
      config: { perm: ["dataSource:add", "dataSource:edit"] },
      schema: {
        body: {
          type: "object",
          properties: {
            id: str(32),
            dbType: str(10),
            dbDriver: str(100),
            dbUrl: str(500),
            dbName: str(100),
            dbUsername: str(100),
            dbPassword: str(100),
          },
        },
      },
    },
    async (req) => {
      const body = (req.body ?? {}) as TestBody;
      if (String(body.dbType ?? "") !== POSTGRES_TYPE) throw new BizError(ONLY_POSTGRES);
      if (!body.dbUrl?.trim()) throw new BizError("请输入数据源地址!");
      if (!body.dbUsername?.trim()) throw new BizError("请输入用户名!");
      const target = parsePostgresUrl(body.dbUrl, body.dbName ?? "");
      checkAllowed(target.host, config.dataSourceHosts);
      await tryConnect(target, body.dbUsername.trim(), await passwordFor(db, body));
      return okMessage(CONNECT_OK);
    },
  );
}

/** /sys/dataSource: stored connection settings (the password never leaves the server) and the connection test. */
export const dataSourceModule: ServerModule = {
  name: "data-source",
  menus: dataSourceMenus,
  async register(app, ctx) {
    registerCrud(app, ctx.db, dataSourceCrud);
    registerConnectionTest(app, ctx);
  },
};
