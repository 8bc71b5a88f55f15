import { Skeleton, Tooltip } from "antd";
import type { ReactNode } from "react";

const card = {
  background: "#fff",
  borderRadius: 8,
  padding: "20px 24px",
  height: "100%",
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
} as const;

/** A headline figure: label, big number, a footer line; "—" with the reason when it failed to load. */
export function StatCard({
  title,
  value,
  loading,
  error,
  icon,
  color = "#1890ff",
  footer,
}: {
  title: string;
  value?: number;
  loading?: boolean;
  error?: string;
  icon?: ReactNode;
  color?: string;
  footer?: ReactNode;
}) {
  return (
    <section style={card} aria-label={title}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start" }}>
        <span style={{ color: "rgba(0,0,0,0.55)", fontSize: 14 }}>{title}</span>
        {icon && (
          <span
            aria-hidden="true"
            style={{
              display: "inline-flex",
              width: 36,
              height: 36,
              borderRadius: 8,
              alignItems: "center",
              justifyContent: "center",
              fontSize: 18,
              color,
              background: `${color}1a`,
            }}
          >
            {icon}
          </span>
        )}
      </div>
      {/* Figure and footer sit at the card's foot, so cards of one row line up when a title wraps. */}
      <div
        style={{
          fontSize: 30,
          lineHeight: "38px",
          fontWeight: 600,
          margin: "auto 0 8px",
          paddingTop: 4,
          color: "rgba(0,0,0,0.88)",
        }}
      >
        {loading ? (
          <Skeleton.Button active size="small" style={{ width: 96 }} />
        ) : error || value === undefined ? (
          <Tooltip title={error}>
            <span>—</span>
          </Tooltip>
        ) : (
          value.toLocaleString("zh-CN")
        )}
      </div>
      <div style={{ borderTop: "1px solid #f0f0f0", paddingTop: 8, color: "rgba(0,0,0,0.55)", fontSize: 13 }}>
        {footer ?? "\u00a0"}
      </div>
    </section>
  );
}
