import type { ReactNode } from "react";

export interface SettingRow {
  key: string;
  title: string;
  description: ReactNode;
  action?: ReactNode;
}

/** Rows of a settings page: title and description on the left, the action on the right. */
export function SettingList({ rows }: { rows: SettingRow[] }) {
  return (
    <ul style={{ listStyle: "none", margin: 0, padding: 0, maxWidth: 720 }}>
      {rows.map((row) => (
        <li
          key={row.key}
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            gap: 16,
            padding: "16px 0",
            borderBottom: "1px solid #f0f0f0",
          }}
        >
          <div>
            <div style={{ fontSize: 14, color: "rgba(0,0,0,0.88)", marginBottom: 4 }}>{row.title}</div>
            <div style={{ fontSize: 14, color: "rgba(0,0,0,0.55)" }}>{row.description}</div>
          </div>
          {row.action}
        </li>
      ))}
    </ul>
  );
}
