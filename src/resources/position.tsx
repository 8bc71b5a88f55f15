import { defineResource } from "@/components/crud/types";

/** 职务管理 (system/SysPositionList at /isystem/position). */
export const positionResource = defineResource({
  name: "sys-position",
  component: "system/SysPositionList",
  title: "职务",
  authPrefix: "position:",
  api: {
    list: "/sys/position/list",
    add: "/sys/position/add",
    edit: "/sys/position/edit",
    delete: "/sys/position/delete",
    deleteBatch: "/sys/position/deleteBatch",
    queryById: "/sys/position/queryById",
    exportXls: "/sys/position/exportXls",
    importExcel: "/sys/position/importExcel",
  },
  fields: [
    {
      dataIndex: "code",
      title: "职务编码",
      search: true,
      lockedOnEdit: true,
      rules: [{ required: true, message: "请输入职务编码!" }],
    },
    {
      dataIndex: "name",
      title: "职务名称",
      search: true,
      rules: [{ required: true, message: "请输入职务名称!" }],
    },
    {
      dataIndex: "postRank",
      title: "职级",
      type: "dict",
      dict: "position_rank",
      search: true,
      rules: [{ required: true, message: "请选择职级!" }],
    },
    { dataIndex: "createTime", title: "创建时间", type: "datetime", width: 170, sorter: true, form: false },
  ],
  form: { style: "modal", width: 600, createTitle: "新增职务", editTitle: "编辑职务" },
});
