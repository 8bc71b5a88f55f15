import type { FormItemProps } from "antd";
import { type CSSProperties, cloneElement, isValidElement, type ReactNode } from "react";

const item: CSSProperties = { display: "flex", alignItems: "flex-start", marginBottom: 24 };
const labelBox: CSSProperties = {
  flex: "none",
  display: "flex",
  alignItems: "center",
  height: 32,
  whiteSpace: "nowrap",
};
const label: CSSProperties = {
  color: "rgba(0,0,0,0.88)",
  fontSize: 14,
};
const colon: CSSProperties = { marginInline: "2px 8px", color: "rgba(0,0,0,0.88)" };
const controlBox: CSSProperties = {
  flex: "1 1 0",
  minWidth: 0,
  display: "flex",
  alignItems: "center",
  minHeight: 32,
};

/** What an input's change hands on: its event (the text inputs) or the value itself (the pickers). */
function changedValue(change: unknown): unknown {
  if (change && typeof change === "object" && "target" in change) {
    const target = (change as { target: unknown }).target;
    if (target && typeof target === "object" && "value" in target)
      return (target as { value: unknown }).value;
  }
  return change;
}

export interface SearchFieldProps extends Pick<FormItemProps, "getValueProps" | "normalize"> {
  id: string;
  label?: ReactNode;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The input: it gets the id, the value and the change handler, as a form item's input does. */
  children: ReactNode;
}

/**
 * One labelled input of a search panel, drawn like a horizontal antd form item. A search needs no
 * validation or form store, only values, so the panel keeps them itself and antd's form stays out of the
 * list's first load.
 */
export function SearchField({
  id,
  label: text,
  value,
  onChange,
  getValueProps,
  normalize,
  children,
}: SearchFieldProps) {
  const shown = getValueProps ? getValueProps(value) : { value };
  const control = isValidElement<Record<string, unknown>>(children)
    ? cloneElement(children, {
        id,
        ...shown,
        onChange: (change: unknown) => {
          const next = changedValue(change);
          onChange(normalize ? normalize(next, value, {}) : next);
        },
      })
    : children;
  return (
    <div style={item}>
      {text !== undefined && (
        // The colon stays outside the label, as antd draws it, so the input's name is the label alone.
        <div style={labelBox}>
          <label htmlFor={id} style={label}>
            {text}
          </label>
          <span style={colon} aria-hidden>
            :
          </span>
        </div>
      )}
      <div style={controlBox}>
        <div style={{ flex: "auto", maxWidth: "100%" }}>{control}</div>
      </div>
    </div>
  );
}
