import { Input } from "antd";
import type { ChangeEvent } from "react";
import { defineResource } from "@/components/crud/types";

/** Predicates and filters arrive as JSON arrays and are edited as JSON text. */
function JsonListInput({
  value,
  onChange,
  placeholder,
}: {
  value?: unknown;
  onChange?: (value: string) => void;
  placeholder?: string;
}) {
  const text =
    typeof value === "string" ? value : value === undefined || value === null ? "" : JSON.stringify(value);
  return (
    <Input.TextArea
      rows={3}
      value={text}
      placeholder={placeholder}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange?.(e.target.value)}
    />
  );
}

const jsonRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (value === undefined || value === null || value === "" || Array.isArray(value)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(value));
    } catch {
      throw new Error("请输入JSON数组");
    }
    if (!Array.isArray(parsed)) throw new Error("请输入JSON数组");
  },
};

const jsonCell = (value: unknown) => (Array.isArray(value) && value.length ? JSON.stringify(value) : "");

/** 路由网关 (system/SysGatewayRouteList at /isystem/gatewayroute): stored configuration only. */
export const gatewayRouteResource = defineResource({
  name: "sys-gateway-route",
  component: "system/SysGatewayRouteList",
  title: "路由",
  authPrefix: "gatewayRoute:",
  api: {
    list: "/sys/gatewayRoute/list",
    add: "/sys/gatewayRoute/updateAll",
    edit: "/sys/gatewayRoute/updateAll",
    delete: "/sys/gatewayRoute/delete",
  },
  fields: [
    {
      dataIndex: "routerId",
      title: "路由ID",
      rules: [{ required: true, message: "请输入路由ID!" }],
    },
    { dataIndex: "name", title: "路由名称" },
    {
      dataIndex: "uri",
      title: "路由URI",
      placeholder: "lb://jeecg-system",
      rules: [{ required: true, message: "请输入路由URI!" }],
    },
    {
      dataIndex: "predicates",
      title: "路由条件",
      render: jsonCell,
      rules: [jsonRule],
      control: () => <JsonListInput placeholder='[{"name":"Path","args":["/sys/**"]}]' />,
    },
    {
      dataIndex: "filters",
      title: "过滤器",
      list: false,
      render: jsonCell,
      rules: [jsonRule],
      control: () => <JsonListInput placeholder="[]" />,
    },
    {
      dataIndex: "status",
      title: "状态",
      type: "dict",
      dict: "valid_status",
      tagColors: { "1": "green", "0": "default" },
      width: 80,
    },
  ],
  form: { style: "modal", width: 700, createTitle: "新增路由", editTitle: "编辑路由" },
  rowActions: ["edit", "delete"],
  batchActions: [],
  superQuery: false,
});
