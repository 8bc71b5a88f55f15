import type { CrudDeclaration, HookContext, Values } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";

export const ITEM_VALUE_TAKEN = "该字典中已存在相同的数据值";
const fixed = { insert: false, update: false } as const;

async function checkItem(values: Values, { db }: HookContext, dictId: string, selfId?: string) {
  const dict = await db.one("SELECT 1 AS x FROM sys_dict WHERE id = $1 AND del_flag = 0", [dictId]);
  if (!dict) throw new BizError("字典不存在或已删除");
  if (values.itemValue === undefined) return;
  const same = await db.one(
    "SELECT 1 AS x FROM sys_dict_item WHERE dict_id = $1 AND item_value = $2 AND id <> $3",
    [dictId, values.itemValue, selfId ?? ""],
  );
  if (same) throw new BizError(ITEM_VALUE_TAKEN);
}

/** sys_dict_item: items of one dictionary (`list?dictId=`), in sort order; the dictionary codes guard them. */
export const dictItemCrud: CrudDeclaration = {
  prefix: "/sys/dictItem",
  table: "sys_dict_item",
  title: "字典项",
  columns: {
    id: { column: "id", type: "string", ...fixed },
    dictId: { column: "dict_id", type: "string", maxLength: 32, required: "请选择字典", update: false },
    itemText: { column: "item_text", title: "名称", type: "string", maxLength: 100, required: "请输入名称!" },
    itemValue: {
      column: "item_value",
      title: "数据值",
      type: "string",
      maxLength: 100,
      required: "请输入数据值!",
    },
    description: { column: "description", title: "描述", type: "string", maxLength: 255 },
    sortOrder: { column: "sort_order", title: "排序值", type: "number", integer: true, range: [0, 999_999] },
    status: {
      column: "status",
      title: "是否启用",
      type: "number",
      integer: true,
      range: [0, 1],
      dict: "dict_item_status",
    },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  defaultSort: [{ field: "sortOrder", order: "asc" }],
  access: {
    list: "dict:list",
    add: "dict:add",
    edit: "dict:edit",
    delete: "dict:delete",
    deleteBatch: "dict:delete",
    queryById: "dict:list",
  },
  messages: { add: "保存成功！", deleteBatch: "删除成功!" },
  hooks: {
    async beforeInsert(values, _body, ctx) {
      if (values.status === undefined || values.status === null) values.status = 1;
      await checkItem(values, ctx, String(values.dictId));
    },
    async beforeUpdate(id, values, _body, existing, ctx) {
      await checkItem(values, ctx, String(existing.dictId), id);
    },
  },
};
