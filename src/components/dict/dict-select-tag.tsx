import { Checkbox, Radio, Select, type SelectProps } from "antd";
import { RefineScope } from "@/components/resource-table/refine-scope";
import { DICT_CODE_REQUIRED } from "@/providers/dict";
import { DictError } from "./dict-error";
import { splitValues, useDict } from "./use-dict";

export type DictSelectType = "list" | "select" | "radio" | "radioButton" | "checkbox" | "multiple";

export interface DictSelectTagProps {
  dictCode?: string;
  /** list/select (default), radio, radioButton, checkbox or multiple (JDictSelectTag, JMultiSelectTag) */
  type?: DictSelectType;
  /** single: the item value; checkbox and multiple: the values joined with ',' */
  value?: string | number | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: SelectProps["style"];
  id?: string;
}

/**
 * JDictSelectTag and JMultiSelectTag: one dictionary as a select, radio group, button group, checkbox
 * group or multi-select. Values stay the dictionary's strings; several travel as `a,b`.
 */
export function DictSelectTag(props: DictSelectTagProps) {
  if (!props.dictCode) return <DictError message={DICT_CODE_REQUIRED} />;
  return (
    <RefineScope>
      <DictSelectBody {...props} dictCode={props.dictCode} />
    </RefineScope>
  );
}

function DictSelectBody({
  dictCode,
  type = "list",
  value,
  onChange,
  placeholder = "请选择",
  disabled,
  style,
  id,
}: DictSelectTagProps & { dictCode: string }) {
  const { options } = useDict(dictCode);
  const items = options.map(({ value: v, label, disabled: off }) => ({
    value: v,
    label,
    disabled: off === true,
  }));
  const single = value === undefined || value === null || value === "" ? undefined : String(value);

  if (type === "radio" || type === "radioButton") {
    return (
      <Radio.Group
        id={id}
        disabled={disabled}
        value={single}
        optionType={type === "radioButton" ? "button" : "default"}
        buttonStyle="solid"
        options={items}
        onChange={(e) => onChange?.(String(e.target.value))}
      />
    );
  }
  if (type === "checkbox") {
    return (
      <Checkbox.Group
        disabled={disabled}
        value={splitValues(value)}
        options={items}
        onChange={(next) => onChange?.(next.length ? next.map(String).join(",") : undefined)}
      />
    );
  }
  const multiple = type === "multiple";
  return (
    <Select<string | string[]>
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      mode={multiple ? "multiple" : undefined}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: "100%", ...style }}
      value={multiple ? splitValues(value) : single}
      options={items}
      onChange={(next) => {
        const list = Array.isArray(next) ? next : next === undefined ? [] : [next];
        onChange?.(list.length ? list.join(",") : undefined);
      }}
    />
  );
}
