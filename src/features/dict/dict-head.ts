import type { ResourceHead } from "@/components/crud/resource-head";

/** 数据字典 as the shell knows it before the page loads. */
export const dictHead: ResourceHead = {
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
};
