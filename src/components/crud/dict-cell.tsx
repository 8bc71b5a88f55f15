import { Tag } from "antd";
import { dictText } from "@/providers/dict";
import type { CrudRecord, FieldDecl } from "./types";

/** The server's `<field>_dictText`, else the cached dictionary text; a tag when the field has colours. */
export function DictCell({ field, record }: { field: FieldDecl; record: CrudRecord }) {
  const value: unknown = record[field.dataIndex];
  if (value === undefined || value === null || value === "") return null;
  const sent: unknown = record[`${field.dataIndex}_dictText`];
  const text = typeof sent === "string" && sent !== "" ? sent : dictText(field.dict ?? "", value);
  const color = field.tagColors?.[String(value)];
  return field.tagColors ? <Tag color={color}>{text}</Tag> : text;
}
