/**
 * 数据日志 (`/sys/dataLog/*`): the versions the CRUD kit stores on every insert
 * and edit (core/data-log.ts); list, the versions of one record, and two versions to compare (the web
 * app compares them field by field).
 */
import { type CrudDeclaration, registerCrud, selectList } from "../../core/crud/index.ts";
import { queryOf } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { dataLogMenus } from "./menu.ts";

const CODE = "dataLog:list";

const dataLogCrud: CrudDeclaration = {
  prefix: "/sys/dataLog",
  table: "sys_data_log",
  title: "数据日志",
  columns: {
    id: { column: "id", type: "string", insert: false, update: false },
    dataTable: { column: "data_table", title: "表名", type: "string" },
    dataId: { column: "data_id", title: "数据ID", type: "string" },
    dataContent: { column: "data_content", title: "数据内容", type: "string", filter: false, sort: false },
    dataVersion: { column: "data_version", title: "版本号", type: "number" },
    createBy: { column: "create_by", title: "创建人", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  access: { list: CODE },
  dataLog: false,
};

const COLUMNS = selectList(dataLogCrud.columns);

export const dataLogModule: ServerModule = {
  name: "data-log",
  menus: dataLogMenus,
  async register(app, { db }) {
    registerCrud(app, db, dataLogCrud);

    app.get(
      "/sys/dataLog/queryCompareList",
      {
        config: { perm: CODE },
        schema: { querystring: queryOf(["dataId1", "dataId2"], ["dataId1", "dataId2"]) },
      },
      async (req) => {
        const { dataId1, dataId2 } = req.query as { dataId1: string; dataId2: string };
        const rows = await db.query(
          `SELECT ${COLUMNS} FROM sys_data_log WHERE id IN ($1, $2) ORDER BY data_version`,
          [dataId1, dataId2],
        );
        return ok(rows);
      },
    );

    app.get(
      "/sys/dataLog/queryDataVerList",
      {
        config: { perm: CODE },
        schema: { querystring: queryOf(["dataTable", "dataId"], ["dataTable", "dataId"]) },
      },
      async (req) => {
        const { dataTable, dataId } = req.query as { dataTable: string; dataId: string };
        const rows = await db.query(
          `SELECT ${COLUMNS} FROM sys_data_log WHERE data_table = $1 AND data_id = $2 ORDER BY data_version DESC`,
          [dataTable, dataId],
        );
        if (rows.length === 0) throw new BizError("未找到版本信息");
        return ok(rows);
      },
    );
  },
};
