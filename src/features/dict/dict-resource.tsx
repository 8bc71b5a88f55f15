import { defineResource } from "@/components/crud/types";
import { dictHead } from "@/features/dict/dict-head";

/** 数据字典 (system/DictList at /isystem/dict); its page adds 字典配置, 回收站 and 刷新缓存. */
export const dictResource = defineResource({
  ...dictHead,
  fields: [
    {
      dataIndex: "dictName",
      title: "字典名称",
      search: true,
      rules: [{ required: true, message: "请输入字典名称!" }],
    },
    {
      dataIndex: "dictCode",
      title: "字典编码",
      search: true,
      rules: [
        { required: true, message: "请输入字典编码!" },
        { pattern: /^\S(.*\S)?$/, message: "字典编码首尾不能有空格" },
      ],
    },
    { dataIndex: "description", title: "描述", type: "textarea" },
  ],
  form: { style: "modal", width: 600, createTitle: "新增字典", editTitle: "编辑字典" },
});
