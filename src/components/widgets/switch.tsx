import { Select, Switch } from "antd";
import { useEffect } from "react";

/** The stored pair: on, off (default Y and N). */
export type SwitchOptions = readonly [string, string];
export const DEFAULT_SWITCH_OPTIONS: SwitchOptions = ["Y", "N"];

/** On when the value is the first option. */
export function switchChecked(value: unknown, options: SwitchOptions = DEFAULT_SWITCH_OPTIONS): boolean {
  return value === options[0];
}

/** On emits the first option, off the second. */
export function switchValue(checked: boolean, options: SwitchOptions = DEFAULT_SWITCH_OPTIONS): string {
  return checked ? options[0] : options[1];
}

export interface YesNoSwitchProps {
  value?: string | null;
  onChange?: (value: string) => void;
  options?: SwitchOptions;
  disabled?: boolean;
  /** the search panel's form: a select of 是/否 */
  query?: boolean;
  /** accessible name */
  label?: string;
}

/**
 * The switch widget (the original's JSwitch): on is options[0], off options[1]; an empty
 * value at once emits the off option, as the original does. In query mode it is a 是/否 select.
 */
export function YesNoSwitch({
  value,
  onChange,
  options = DEFAULT_SWITCH_OPTIONS,
  disabled,
  query,
  label,
}: YesNoSwitchProps) {
  const [on, off] = options;
  useEffect(() => {
    if (!query && !value) onChange?.(off);
  }, [query, value, off, onChange]);
  if (query) {
    return (
      <Select
        allowClear
        aria-label={label}
        placeholder="请选择"
        value={value || undefined}
        onChange={(v: string | undefined) => onChange?.(v ?? "")}
        options={[
          { value: on, label: "是" },
          { value: off, label: "否" },
        ]}
        style={{ width: "100%" }}
      />
    );
  }
  return (
    <Switch
      aria-label={label}
      checked={switchChecked(value, options)}
      disabled={disabled}
      checkedChildren="是"
      unCheckedChildren="否"
      onChange={(checked) => onChange?.(switchValue(checked, options))}
    />
  );
}
