import { defineResource } from "@/components/crud/types";

/** 数据字典 (system/DictList at /isystem/dict); its page adds 字典配置, 回收站 and 刷新缓存. */
export const dictResource = defineResource({
  name: "sys-dict",
  component: "system/DictList",
  title: "字典",
  authPrefix: "dict:",
  api: {
    list: "/sys/dict/list",
    add: "/sys/dict/add",
    edit: "/sys/dict/edit",
    delete: "/sys/dict/delete",
    deleteBatch: "/sys/dict/deleteBatch",
    queryById: "/sys/dict/queryById",
  },
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
