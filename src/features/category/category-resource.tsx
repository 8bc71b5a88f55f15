import { defineResource } from "@/components/crud/types";
import { categoryHead } from "@/features/category/category-head";

/**
 * 分类字典 (system/SysCategoryList at /isystem/category): the paths, codes and fields its tree screen
 * (category-page.tsx) saves through; the server generates each code (A01, A01A01, ...) under the parent
 * named by `pid` (root `0`).
 */
export const categoryResource = defineResource({
  ...categoryHead,
  defaultSort: { field: "code", order: "asc" },
  fields: [
    {
      dataIndex: "name",
      title: "类型名称",
      search: true,
      rules: [{ required: true, message: "请输入类型名称!" }],
    },
    { dataIndex: "code", title: "类型编码", search: true, form: false },
    {
      dataIndex: "pid",
      title: "父级节点",
      placeholder: "父级节点ID，留空为一级分类",
      form: "create",
    },
  ],
  form: { style: "modal", width: 600, createTitle: "新增分类", editTitle: "编辑分类" },
});
