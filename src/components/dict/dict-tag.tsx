import { Tag } from "antd";
import { RefineScope } from "@/components/resource-table/refine-scope";
import { DICT_CODE_REQUIRED, filterDictText } from "@/providers/dict";
import { DictError } from "./dict-error";
import { splitValues, useDict } from "./use-dict";

interface DictTagProps {
  dictCode?: string;
  value: unknown;
  plain?: boolean;
  /** value -> antd tag colour */
  colors?: Record<string, string>;
}

/** The text of stored dictionary value(s): as tags, or as plain comma-joined text. */
export function DictTag(props: DictTagProps) {
  if (!props.dictCode) return <DictError message={DICT_CODE_REQUIRED} />;
  return (
    <RefineScope>
      <DictTagBody {...props} dictCode={props.dictCode} />
    </RefineScope>
  );
}

function DictTagBody({ dictCode, value, plain, colors }: DictTagProps & { dictCode: string }) {
  const { options } = useDict(dictCode);
  const values = splitValues(value);
  if (plain) return <span>{filterDictText(options, values)}</span>;
  return (
    <>
      {values.map((v) => (
        <Tag key={v} color={colors?.[v]}>
          {filterDictText(options, v)}
        </Tag>
      ))}
    </>
  );
}
