import { Select, type SelectProps } from "antd";
import { useDict } from "@/components/dict/use-dict";
import { RefineScope } from "@/components/resource-table/refine-scope";

export interface DictSelectProps extends Omit<SelectProps<string>, "options"> {
  dict: string;
}

/** A select over a dictionary; values stay the dictionary's string values. */
export function DictSelect(props: DictSelectProps) {
  return (
    <RefineScope>
      <DictSelectBody {...props} />
    </RefineScope>
  );
}

function DictSelectBody({ dict, ...rest }: DictSelectProps) {
  const { options } = useDict(dict);
  return (
    <Select<string>
      allowClear
      options={options.map(({ value, label, disabled }) => ({ value, label, disabled }))}
      {...rest}
    />
  );
}
