import { InfoCircleFilled } from "@ant-design/icons";
import { TextLink } from "./text-link";

const bar = {
  display: "flex",
  alignItems: "center",
  gap: 8,
  marginBottom: 16,
  padding: "8px 15px",
  background: "#e6f4ff",
  border: "1px solid #91caff",
  borderRadius: 8,
} as const;

/** "已选择 N 项 清空" above the table, as the original list pages show it. */
export function SelectionBar({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <div style={bar} role="status" className="crud-selection-bar">
      <InfoCircleFilled style={{ color: "#1890ff" }} />
      <span>
        已选择 <strong style={{ color: "#1890ff" }}>{count}</strong> 项
      </span>
      {count > 0 && (
        <span style={{ marginLeft: 16 }}>
          <TextLink onClick={onClear}>清空</TextLink>
        </span>
      )}
    </div>
  );
}
