import { ApartmentOutlined } from "@ant-design/icons";
import { Avatar, Form, Select, Tooltip } from "antd";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import type { DepartItem } from "./depart-switch";

export interface DepartSwitchBodyProps {
  departs: readonly DepartItem[];
  currentName?: string;
  chosen?: string;
  invalid: boolean;
  onChoose: (orgCode: string) => void;
}

/** What the 部门切换 dialog shows: the current department and the choice of another. */
export default function DepartSwitchBody({
  departs,
  currentName,
  chosen,
  invalid,
  onChoose,
}: DepartSwitchBodyProps) {
  return (
    <>
      {currentName && <p style={{ color: TERTIARY_TEXT }}>当前部门：{currentName}</p>}
      <Form.Item
        style={{ marginBottom: 10 }}
        validateStatus={invalid ? "error" : undefined}
        help={invalid ? "请选择登录部门" : undefined}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 10 }}>
          <Tooltip title="您隶属于多部门，请选择当前所在部门">
            <Avatar style={{ backgroundColor: "#87d068", flex: "none" }} icon={<ApartmentOutlined />} />
          </Tooltip>
          <Select
            aria-label="登录部门"
            placeholder="请选择登录部门"
            status={invalid ? "error" : undefined}
            value={chosen}
            onChange={onChoose}
            options={departs.map((d) => ({ value: d.orgCode, label: d.departName }))}
            style={{ flex: 1 }}
          />
        </div>
      </Form.Item>
    </>
  );
}
