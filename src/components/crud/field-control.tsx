import { type FormItemProps, Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { ReactNode } from "react";
import { DateInput } from "./date-input";
import { DictSelect } from "./dict-select";
import { jsonText } from "./json-text";
import {
  AreaLinkage,
  CodeEditor,
  FileUpload,
  ImageUpload,
  InputPopup,
  MarkdownEditor,
  RichTextEditor,
  TimeInput,
  YesNoSwitch,
} from "./lazy-widgets";
import { NumberInput } from "./number-input";
import type { FieldDecl } from "./types";

const DATE_FORMAT = "YYYY-MM-DD";
const DATETIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

const isChoice = (field: FieldDecl) =>
  ["dict", "multiDict", "date", "datetime", "time", "switch", "area"].includes(field.type ?? "text");

export function placeholderOf(field: FieldDecl): string {
  return field.placeholder ?? `${isChoice(field) ? "请选择" : "请输入"}${field.title}`;
}

/** The input of a field in the search panel or the form. */
export function fieldControl(field: FieldDecl, mode: "form" | "search", disabled = false): ReactNode {
  const common = { placeholder: placeholderOf(field), disabled };
  const full = { ...common, style: { width: "100%" } };
  if (field.control) return field.control(mode);
  switch (field.type ?? "text") {
    case "textarea":
      return mode === "search" ? <Input allowClear {...common} /> : <Input.TextArea rows={3} {...common} />;
    case "number":
      return <NumberInput {...full} />;
    case "password":
      return <Input.Password autoComplete="new-password" {...common} />;
    case "date":
      return <DateInput {...full} format={DATE_FORMAT} />;
    case "datetime":
      return <DateInput {...full} showTime format={DATETIME_FORMAT} />;
    case "time":
      return <TimeInput {...full} />;
    case "inputPop":
      return mode === "search" ? (
        <Input allowClear {...common} />
      ) : (
        <InputPopup title={field.title} {...full} />
      );
    case "dict":
      return <DictSelect dict={field.dict ?? ""} {...full} />;
    case "multiDict":
      return <DictSelect dict={field.dict ?? ""} mode="multiple" {...full} />;
    case "image":
      return <ImageUpload {...field.upload} label={field.title} disabled={disabled} />;
    case "file":
      return <FileUpload {...field.upload} label={field.title} disabled={disabled} />;
    case "switch":
      return <YesNoSwitch label={field.title} query={mode === "search"} disabled={disabled} />;
    case "area":
      return <AreaLinkage label={field.title} disabled={disabled} placeholder={common.placeholder} />;
    case "richText":
      return <RichTextEditor label={field.title} disabled={disabled} />;
    case "code":
      return <CodeEditor label={field.title} language={field.codeLanguage} disabled={disabled} />;
    case "markdown":
      return <MarkdownEditor label={field.title} disabled={disabled} />;
    case "json":
      return <Input.TextArea rows={3} {...common} />;
    default:
      return <Input allowClear={mode === "search"} autoComplete="off" {...common} />;
  }
}

/**
 * Dates stay strings in form values, as the server sends and expects them (`yyyy-MM-dd[ HH:mm:ss]`);
 * the pickers get dayjs objects.
 */
export function valueProps(field: FieldDecl): Pick<FormItemProps, "getValueProps" | "normalize"> {
  const type = field.type ?? "text";
  if (type === "multiDict") return multiValueProps;
  // The record's parsed JSON is shown as its text; typed text stays text until the server reads it.
  if (type === "json") return { getValueProps: (value: unknown) => ({ value: jsonText(value) }) };
  if (type !== "date" && type !== "datetime") return {};
  const format = type === "date" ? DATE_FORMAT : DATETIME_FORMAT;
  return {
    getValueProps: (value: unknown) => ({
      value: typeof value === "string" && value !== "" ? dayjs(value) : undefined,
    }),
    normalize: (value: Dayjs | null | undefined) => (value ? value.format(format) : null),
  };
}

/** Multi-select values travel as the original's comma-joined text ("A01,A05"). */
const multiValueProps: Pick<FormItemProps, "getValueProps" | "normalize"> = {
  getValueProps: (value: unknown) => ({
    value: typeof value === "string" && value !== "" ? value.split(",") : [],
  }),
  normalize: (value: unknown) => (Array.isArray(value) ? value.join(",") : value),
};
