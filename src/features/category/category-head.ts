import type { ResourceHead } from "@/components/crud/resource-head";

/** 分类字典 as the shell knows it before the page loads. */
export const categoryHead: ResourceHead = {
  name: "sys-category",
  component: "system/SysCategoryList",
  title: "分类",
  authPrefix: "category:",
  api: {
    list: "/sys/category/list",
    add: "/sys/category/add",
    edit: "/sys/category/edit",
    delete: "/sys/category/delete",
    deleteBatch: "/sys/category/deleteBatch",
    queryById: "/sys/category/queryById",
  },
};
