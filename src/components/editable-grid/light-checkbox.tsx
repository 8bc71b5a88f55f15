import { ConfigProvider } from "antd";
import useCheckboxStyle from "antd/es/checkbox/style";
import { createContext, type ReactNode, useContext, useMemo } from "react";

interface CheckboxClasses {
  prefix: string;
  hashId: string;
}

const Classes = createContext<CheckboxClasses>({ prefix: "ant-checkbox", hashId: "" });

/**
 * Gives the grid's light checkboxes antd's class names for the current theme. antd's own Checkbox costs a
 * wave effect, a style hook and several wrappers per instance, which a virtual grid pays again for every
 * row scrolled in. The markup below is antd's, and the scope registers antd's checkbox styles once, so
 * it looks the same.
 */
export function CheckboxClassScope({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls("checkbox");
  const [wrapCSSVar, hashId, cssVarCls] = useCheckboxStyle(prefix);
  const value = useMemo(
    // cssVarCls is undefined while antd's CSS variables are off; it must not become a class "undefined".
    () => ({ prefix, hashId: [hashId, cssVarCls].filter(Boolean).join(" ") }),
    [prefix, hashId, cssVarCls],
  );
  return wrapCSSVar(<Classes.Provider value={value}>{children}</Classes.Provider>);
}

export interface LightCheckboxProps {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  "aria-label": string;
}

/** A checkbox with antd's look and none of its per-instance machinery. */
export function LightCheckbox({ checked, disabled, onChange, "aria-label": label }: LightCheckboxProps) {
  const { prefix, hashId } = useContext(Classes);
  const state = `${checked ? ` ${prefix}-checked` : ""}${disabled ? ` ${prefix}-disabled` : ""}`;
  return (
    <label
      className={`${prefix}-wrapper ${hashId}${checked ? ` ${prefix}-wrapper-checked` : ""}${
        disabled ? ` ${prefix}-wrapper-disabled` : ""
      }`}
    >
      <span className={`${prefix} ${hashId}${state}`}>
        <input
          type="checkbox"
          className={`${prefix}-input`}
          checked={checked}
          disabled={disabled}
          aria-label={label}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className={`${prefix}-inner`} />
      </span>
    </label>
  );
}
