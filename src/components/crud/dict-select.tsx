import type { SelectProps } from "antd";
import { useDict } from "@/components/dict/use-dict";
import { RefineScope } from "@/components/resource-table/refine-scope";
import FirstPaintSelect from "@/components/widgets/first-paint-select";

export interface DictSelectProps extends Omit<SelectProps<string>, "options" | "value"> {
  dict: string;
  /** A record's integer column (性别 `1`) counts as its dictionary value `"1"`. */
  value?: string | number | (string | number)[] | null;
}

const asDictValue = (value: DictSelectProps["value"]) =>
  Array.isArray(value) ? value.map(String) : typeof value === "number" ? String(value) : value;

/**
 * A select over a dictionary; values stay the dictionary's string values. It draws as the first-paint
 * select, which search panels show on a list's first screen, and becomes antd's Select when used.
 */
export function DictSelect(props: DictSelectProps) {
  return (
    <RefineScope>
      <DictSelectBody {...props} />
    </RefineScope>
  );
}

function DictSelectBody({ dict, value, ...rest }: DictSelectProps) {
  const { options } = useDict(dict);
  return (
    <FirstPaintSelect
      allowClear
      options={options.map(({ value, label, disabled }) => ({ value, label, disabled }))}
      {...rest}
      {...(value === undefined ? {} : { value: asDictValue(value) as string })}
    />
  );
}
