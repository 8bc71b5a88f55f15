/**
 * 日志管理 (`/sys/log/*`): login log (logType 1) and operation log (logType 2)
 * with the list conventions plus `keyWord` (a LIKE on the content); rows are written by the login
 * service and by the operation-log hook (core/operation-log.ts).
 */
import { type CrudDeclaration, registerCrud } from "../../core/crud/index.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { logMenus } from "./menu.ts";

const str = (column: string, title: string) => ({ column, title, type: "string" }) as const;

export const logCrud: CrudDeclaration = {
  prefix: "/sys/log",
  table: "sys_log",
  title: "系统日志",
  columns: {
    id: { column: "id", type: "string", insert: false, update: false },
    logType: { column: "log_type", title: "日志类型", type: "number", dict: "log_type" },
    logContent: str("log_content", "日志内容"),
    operateType: { column: "operate_type", title: "操作类型", type: "number", dict: "operate_type" },
    userid: str("userid", "操作人ID"),
    username: str("username", "操作人名称"),
    ip: str("ip", "IP"),
    method: str("method", "请求方法"),
    requestUrl: str("request_url", "请求路径"),
    requestParam: { ...str("request_param", "请求参数"), filter: false, sort: false },
    requestType: str("request_type", "请求类型"),
    costTime: { column: "cost_time", title: "耗时(毫秒)", type: "number" },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
  },
  access: { list: "log:list", delete: "log:delete", deleteBatch: "log:delete" },
  // Log rows are records about changes, not business records: no versions of them.
  dataLog: false,
  hooks: {
    listScope(ctx, params) {
      const keyWord = (ctx.req.query as Record<string, unknown>).keyWord;
      if (typeof keyWord !== "string" || keyWord.trim() === "") return [];
      const escaped = keyWord
        .trim()
        .slice(0, 200)
        .replace(/[\\%_]/g, (c) => `\\${c}`);
      return [`"log_content" LIKE ${params.add(`%${escaped}%`)}`];
    },
  },
};

export const logModule: ServerModule = {
  name: "log",
  menus: logMenus,
  async register(app, { db }) {
    registerCrud(app, db, logCrud);
  },
};
