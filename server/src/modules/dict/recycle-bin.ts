/** The dictionary recycle bin (/sys/dict: deleteList, back/{id}, deletePhysic/{id}). */
import type { FastifyInstance } from "fastify";
import { BizError, ok, okMessage } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";

const idParam = {
  type: "object",
  properties: { id: { type: "string", minLength: 1, maxLength: 64 } },
  required: ["id"],
};

async function deletedDict(db: Db, id: string): Promise<void> {
  const row = await db.one("SELECT 1 AS x FROM sys_dict WHERE id = $1 AND del_flag = 1", [id]);
  if (!row) throw new BizError("回收站中没有该字典");
}

export function registerRecycleBin(app: FastifyInstance, db: Db): void {
  app.get("/sys/dict/deleteList", { config: { perm: "dict:delete" } }, async () =>
    ok(
      await db.query(
        `SELECT id, dict_name AS "dictName", dict_code AS "dictCode", description, type, del_flag AS "delFlag",
                create_by AS "createBy", create_time AS "createTime", update_by AS "updateBy", update_time AS "updateTime"
           FROM sys_dict WHERE del_flag = 1 ORDER BY update_time DESC NULLS LAST, id`,
      ),
    ),
  );

  app.route({
    method: ["PUT", "POST"],
    url: "/sys/dict/back/:id",
    config: { perm: "dict:delete" },
    schema: { params: idParam },
    handler: async (req) => {
      const { id } = req.params as { id: string };
      await deletedDict(db, id);
      await db.query(
        "UPDATE sys_dict SET del_flag = 0, update_by = $2, update_time = LOCALTIMESTAMP(0) WHERE id = $1",
        [id, req.session?.username ?? null],
      );
      return okMessage("操作成功!");
    },
  });

  app.delete(
    "/sys/dict/deletePhysic/:id",
    { config: { perm: "dict:delete" }, schema: { params: idParam } },
    async (req) => {
      const { id } = req.params as { id: string };
      await deletedDict(db, id);
      await db.tx(async (t) => {
        await t.query("DELETE FROM sys_dict_item WHERE dict_id = $1", [id]);
        await t.query("DELETE FROM sys_dict WHERE id = $1", [id]);
      });
      return okMessage("删除成功!");
    },
  );
}
