import { Tag } from "antd";
import { filterDictText } from "@/providers/dict";
import { DictError } from "./dict-error";
import { splitValues, useDict } from "./use-dict";

/** The text of stored dictionary value(s): as tags, or as plain comma-joined text. */
export function DictTag({
  dictCode,
  value,
  plain,
  colors,
}: {
  dictCode?: string;
  value: unknown;
  plain?: boolean;
  /** value -> antd tag colour */
  colors?: Record<string, string>;
}) {
  const { options, error } = useDict(dictCode);
  if (error) return <DictError message={error} />;
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
