import { UserOutlined } from "@ant-design/icons";
import type { CrudSort } from "@refinedev/core";
import { Avatar } from "antd";
import type { ColumnType } from "antd/es/table";
import type { ReactNode } from "react";
import { FileLinks } from "@/components/upload/file-links";
import { Ellipsis } from "@/components/widgets/ellipsis";
import { getFileAccessHttpUrl } from "@/providers/http/client";
import { DictCell } from "./dict-cell";
import { listFields } from "./fields";
import { jsonText } from "./json-text";
import { AreaText, ImageThumbs } from "./lazy-widgets";
import type { CrudRecord, FieldDecl, ResourceDecl } from "./types";

function sortOrderOf(field: FieldDecl, sorters: CrudSort[]): ColumnType<CrudRecord>["sortOrder"] {
  const sorter = sorters.find((s) => s.field === field.dataIndex);
  if (!sorter) return null;
  return sorter.order === "asc" ? "ascend" : "descend";
}

/** What an empty cell shows, as everywhere else in the product. */
export const EMPTY_MARK = "—";

export const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "string" && value.trim() === "");

/**
 * Widths of the columns a declaration leaves open: what their content needs on one line (a date, a
 * date and time, a thumbnail), else the usual width of a column.
 */
const TYPE_WIDTHS: Partial<Record<NonNullable<FieldDecl["type"]>, number>> = {
  date: 110,
  datetime: 170,
  avatar: 70,
  image: 90,
  switch: 70,
  dict: 100,
};
const DEFAULT_WIDTH = 120;

export function columnWidth(field: FieldDecl): number {
  return field.width ?? TYPE_WIDTHS[field.type ?? "text"] ?? DEFAULT_WIDTH;
}

function cell(field: FieldDecl, value: unknown, record: CrudRecord): ReactNode {
  if (field.render) return field.render(value, record);
  if ((field.type === "file" || field.type === "image") && isBlank(value)) return EMPTY_MARK;
  switch (field.type) {
    case "dict":
    case "multiDict":
      return isBlank(value) ? EMPTY_MARK : <DictCell field={field} record={record} />;
    case "avatar": {
      const src = typeof value === "string" ? getFileAccessHttpUrl(value) : undefined;
      return <Avatar src={src} icon={<UserOutlined />} alt={`${field.title}`} />;
    }
    case "image":
      // As many 40 px thumbnails as the column holds; the preview shows them all.
      return (
        <ImageThumbs
          value={value}
          alt={field.title}
          max={Math.max(1, Math.floor((columnWidth(field) - 16) / 44))}
        />
      );
    case "file":
      return <FileLinks value={value} />;
    case "switch":
      return value === "Y" ? "是" : value === "N" ? "否" : EMPTY_MARK;
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
      return isBlank(value) ? EMPTY_MARK : String(value);
  }
}

/** A cell's content, or the empty mark when there is nothing to show. */
function shown(field: FieldDecl, value: unknown, record: CrudRecord): ReactNode {
  const content = cell(field, value, record);
  return isBlank(content) ? EMPTY_MARK : content;
}

/**
 * List columns from the declaration; sort arrows follow refine's sorters. Each has a width and keeps to
 * one line (what is longer ends in an ellipsis), so rows are all of one height.
 */
export function buildColumns(decl: ResourceDecl, sorters: CrudSort[]): ColumnType<CrudRecord>[] {
  return listFields(decl).map((field) => {
    const picture = field.type === "avatar" || field.type === "image";
    return {
      key: field.dataIndex,
      dataIndex: field.dataIndex,
      title: field.title,
      width: columnWidth(field),
      ellipsis: !picture,
      align: picture ? "center" : undefined,
      sorter: field.sorter === true,
      sortOrder: field.sorter ? sortOrderOf(field, sorters) : undefined,
      render: (value: unknown, record: CrudRecord) => shown(field, value, record),
    };
  });
}
