import { DatePicker, Input, Radio, Select } from "antd";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { DictSelectTag, GRID_SEARCH_DEBOUNCE_MS, SearchSelect } from "@/components/dict";
import { DepartPicker, PopupPicker, UserPicker } from "@/components/pickers";
import { FileUpload, ImageUpload } from "@/components/upload";
import { InputPopup, TimeInput } from "@/components/widgets";
import { optionLabel, placeholderOf } from "./grid-columns";
import { filterNumberInput, filterTags } from "./grid-filters";
import type { GridColumn } from "./grid-types";

export const DATE_FORMAT = "YYYY-MM-DD";
export const DATETIME_FORMAT = "YYYY-MM-DD HH:mm:ss";
/** The textarea popup of a grid cell (width × height). */
export const TEXTAREA_POPUP = { width: 300, height: 210 } as const;

export interface CellEditorProps {
  column: GridColumn;
  value: unknown;
  onChange: (value: unknown) => void;
  /** several row fields at once (a popup's destination fields) */
  onChangeMany: (values: Record<string, unknown>) => void;
  onBlur: () => void;
  /** the cell was just opened for editing: focus it and open its dropdown or picker */
  active: boolean;
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : text(value) === "" ? [] : text(value).split(",");

/** The editor of the one cell being edited; it opens focused, a dropdown or picker already open. */
export function CellEditor({
  column,
  value,
  onChange,
  onChangeMany,
  onBlur,
  active,
}: CellEditorProps): ReactNode {
  const placeholder = placeholderOf(column);
  const common = { placeholder, "aria-label": column.title, ...column.props };
  const options = column.options?.map((o) => ({
    value: o.value,
    label: optionLabel(o),
    disabled: o.disabled,
  }));

  switch (column.type) {
    case "input":
    case "tags":
      return (
        <Input
          autoFocus={active}
          {...common}
          value={text(value)}
          onChange={(e) => onChange(column.type === "tags" ? filterTags(e.target.value) : e.target.value)}
          onBlur={onBlur}
        />
      );
    case "inputNumber":
      return (
        <Input
          autoFocus={active}
          inputMode="decimal"
          {...common}
          value={text(value)}
          onChange={(e) => onChange(filterNumberInput(e.target.value, text(value)))}
          onBlur={onBlur}
        />
      );
    case "select":
    case "list_multi":
    case "sel_search": {
      const multiple = column.type === "list_multi";
      if (!options && column.dictCode) {
        return column.type === "sel_search" ? (
          <SearchSelect
            dict={column.dictCode}
            value={text(value)}
            onChange={onChange}
            placeholder={placeholder}
          />
        ) : (
          <DictSelectTag
            dictCode={column.dictCode}
            type={multiple ? "multiple" : "list"}
            value={text(value)}
            onChange={onChange}
            placeholder={placeholder}
            style={{ width: "100%" }}
          />
        );
      }
      return (
        <Select
          autoFocus={active}
          defaultOpen={active}
          allowClear
          {...common}
          style={{ width: "100%" }}
          showSearch={column.type === "sel_search"}
          optionFilterProp="label"
          mode={multiple ? "multiple" : undefined}
          options={options}
          value={multiple ? list(value) : text(value) === "" ? undefined : text(value)}
          onChange={(v: string | string[] | undefined) =>
            onChange(Array.isArray(v) ? v.join(",") : (v ?? ""))
          }
          onBlur={onBlur}
        />
      );
    }
    case "sel_search_async":
      return (
        <SearchSelect
          dict={column.dictCode}
          async
          delay={GRID_SEARCH_DEBOUNCE_MS}
          value={text(value)}
          onChange={onChange}
          placeholder={placeholder}
        />
      );
    case "radio":
      if (!options && column.dictCode)
        return (
          <DictSelectTag dictCode={column.dictCode} type="radio" value={text(value)} onChange={onChange} />
        );
      return (
        <Radio.Group
          options={options?.map((o) => ({ ...o, value: String(o.value) }))}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "sel_depart":
      return (
        <DepartPicker
          value={text(value)}
          onChange={onChange}
          multi={column.multi}
          placeholder={placeholder}
        />
      );
    case "sel_user":
      return (
        <UserPicker value={text(value)} onChange={onChange} multi={column.multi} placeholder={placeholder} />
      );
    case "date":
    case "datetime": {
      const format = column.type === "date" ? DATE_FORMAT : DATETIME_FORMAT;
      const parsed = text(value) ? dayjs(text(value), format) : null;
      return (
        <DatePicker
          autoFocus={active}
          defaultOpen={active}
          {...common}
          style={{ width: "100%" }}
          showTime={column.type === "datetime"}
          format={format}
          value={parsed?.isValid() ? parsed : null}
          onChange={(d) => onChange(d ? d.format(format) : "")}
          onBlur={onBlur}
        />
      );
    }
    case "time":
      return (
        <TimeInput
          aria-label={column.title}
          placeholder={placeholder}
          style={{ width: "100%" }}
          value={text(value)}
          onChange={(v) => onChange(v ?? "")}
        />
      );
    case "input_pop":
    case "textarea":
      return (
        <InputPopup
          aria-label={column.title}
          title={column.title}
          placeholder={placeholder}
          width={TEXTAREA_POPUP.width}
          height={TEXTAREA_POPUP.height}
          value={text(value)}
          onChange={onChange}
        />
      );
    case "upload":
    case "file":
      return (
        <FileUpload
          value={text(value)}
          onChange={onChange}
          biz={column.data?.biz}
          number={column.number}
          label={column.title}
        />
      );
    case "image":
      return (
        <ImageUpload
          value={text(value)}
          onChange={onChange}
          biz={column.data?.biz}
          number={column.number}
          label={column.title}
        />
      );
    case "popup":
      return (
        <PopupPicker
          code={column.popupCode}
          orgFields={column.orgFields}
          destFields={column.destFields}
          field={column.field ?? column.key}
          value={text(value)}
          onChange={onChange}
          onPick={(values) => onChangeMany(values)}
          placeholder={placeholder}
        />
      );
    default:
      return null;
  }
}
