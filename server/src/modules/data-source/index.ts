import type { FastifyInstance } from "fastify";
import { dataSourceModule as declaration } from "../../../../shared/modules/data-source.ts";
import type { Values } from "../../core/crud/index.ts";
import { BizError, okMessage } from "../../core/result.ts";
import type { AppContext } from "../../core/server-module.ts";
import type { Db, Row } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";
import {
  CONNECT_OK,
  checkAllowed,
  ONLY_POSTGRES,
  POSTGRES_TYPE,
  parsePostgresUrl,
  tryConnect,
} from "./connection-test.ts";

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

/** The password arrives in the body only; it is a hidden column, so no answer ever carries it. */
function takePassword(values: Values, body: Row, required: boolean): void {
  const raw = body.dbPassword;
  const password = typeof raw === "string" ? raw : "";
  if (password !== "") values.dbPassword = password;
  else if (required) throw new BizError("请输入密码!");
}

/** /sys/dataSource: stored connection settings (the password never leaves the server) and the connection test. */
export const dataSourceModule = declaredModule(declaration, {
  crud: {
    columns: { dbPassword: { hidden: true }, dbUrl: { filter: false } },
    messages: { add: "添加成功！", edit: "编辑成功!", delete: "删除成功!", deleteBatch: "批量删除成功!" },
    extraBody: { dbPassword: { type: ["string", "null"], maxLength: 100, title: "密码" } },
    hooks: {
      beforeInsert: async (values, body) => takePassword(values, body, true),
      // An empty password on edit keeps the stored one (the form never receives it to send back).
      beforeUpdate: async (_id, values, body) => takePassword(values, body, false),
    },
  },
  routes: registerConnectionTest,
});
