import { UserOutlined } from "@ant-design/icons";
import type { CrudSort } from "@refinedev/core";
import { Avatar } from "antd";
import type { ColumnType } from "antd/es/table";
import { FileLinks, ImageThumbs } from "@/components/upload";
import { AreaText, Ellipsis } from "@/components/widgets";
import { getFileAccessHttpUrl } from "@/providers/http/client";
import { DictCell } from "./dict-cell";
import { listFields } from "./fields";
import { jsonText } from "./json-text";
import type { CrudRecord, FieldDecl, ResourceDecl } from "./types";

function sortOrderOf(field: FieldDecl, sorters: CrudSort[]): ColumnType<CrudRecord>["sortOrder"] {
  const sorter = sorters.find((s) => s.field === field.dataIndex);
  if (!sorter) return null;
  return sorter.order === "asc" ? "ascend" : "descend";
}

function cell(field: FieldDecl, value: unknown, record: CrudRecord) {
  if (field.render) return field.render(value, record);
  switch (field.type) {
    case "dict":
    case "multiDict":
      return <DictCell field={field} record={record} />;
    case "avatar": {
      const src = typeof value === "string" ? getFileAccessHttpUrl(value) : undefined;
      return <Avatar src={src} icon={<UserOutlined />} alt={`${field.title}`} />;
    }
    case "image":
      return <ImageThumbs value={value} alt={field.title} />;
    case "file":
      return <FileLinks value={value} />;
    case "switch":
      return value === "Y" ? "是" : value === "N" ? "否" : "";
    case "area":
      return <AreaText value={value} />;
    case "richText":
      // Shown as text: the tags are dropped, React escapes the rest.
      return <Ellipsis value={typeof value === "string" ? value.replace(/<[^>]*>/g, "") : ""} />;
    case "code":
    case "markdown":
      return <Ellipsis value={value} />;
    case "json":
      return <Ellipsis value={jsonText(value)} />;
    default:
      return value === undefined || value === null ? "" : String(value);
  }
}

/** List columns from the declaration; sort arrows follow refine's sorters. */
export function buildColumns(decl: ResourceDecl, sorters: CrudSort[]): ColumnType<CrudRecord>[] {
  return listFields(decl).map((field) => ({
    key: field.dataIndex,
    dataIndex: field.dataIndex,
    title: field.title,
    width: field.width,
    align: field.type === "avatar" || field.type === "image" ? "center" : undefined,
    sorter: field.sorter === true,
    sortOrder: field.sorter ? sortOrderOf(field, sorters) : undefined,
    render: (value: unknown, record: CrudRecord) => cell(field, value, record),
  }));
}
