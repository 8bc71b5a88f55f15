import type { ReactNode } from "react";

const hiddenLabel = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * One login input with its (visually hidden) label and error line, styled like antd's form items. The login
 * page avoids antd's Form to stay within its size budget.
 */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ position: "relative", paddingBottom: 24 }}>
      <label htmlFor={id} style={hiddenLabel}>
        {label}
      </label>
      {children}
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          style={{ position: "absolute", bottom: 2, color: "#ff4d4f", fontSize: 14, lineHeight: "20px" }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
