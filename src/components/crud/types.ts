import type { BaseRecord } from "@refinedev/core";
import type { FormRule } from "antd";
import type { ComponentType, ReactNode } from "react";

/** API paths of a JeecgBoot module, relative to the API base. */
export interface ResourceApi {
  list: string;
  add?: string;
  edit?: string;
  delete?: string;
  deleteBatch?: string;
  queryById?: string;
  /** Excel export (GET, the list's query) and import (multipart); their buttons show when set. */
  exportXls?: string;
  importExcel?: string;
}

export type FieldType =
  | "text"
  | "textarea"
  | "number"
  | "password"
  | "date"
  | "datetime"
  // A time of day, `HH:mm:ss` text in form values as on the wire.
  | "time"
  | "dict"
  | "multiDict"
  | "avatar"
  // Widgets of components/upload and components/widgets; `upload` and `codeLanguage` tune them.
  | "image"
  | "file"
  | "switch"
  | "richText"
  | "code"
  | "markdown"
  | "area"
  // A text field that also opens a larger editing area over itself.
  | "inputPop"
  // JSON the server stores as text and sends parsed; edited as JSON text.
  | "json";

/** Options of an image or file field: server folder (default temp) and how many files are kept (0: any). */
export interface UploadFieldOptions {
  biz?: string;
  number?: number;
  /** file chooser filter of a file field (".pdf,.jpg") */
  accept?: string;
}

/**
 * How a typed search value is sent (search-value.ts): contains `*x*`, startswith `x*`, endswith
 * `*x`, ne `!x`, ge `>=x`, le `<=x`, eq `x`; a value typed in the original's syntax is sent as typed.
 */
export type SearchOperator = "contains" | "eq" | "ne" | "ge" | "le" | "startswith" | "endswith";

export type FormAction = "create" | "edit";

/** Where a form field appears: in both forms, only when adding, or only when editing. */
export type FormScope = "both" | "create" | "edit";

export type CrudRecord = BaseRecord;

export interface FieldDecl {
  dataIndex: string;
  title: string;
  /** Defaults to text. */
  type?: FieldType;
  /** Dictionary code for type dict; the list shows `<dataIndex>_dictText` when the server sends it. */
  dict?: string;
  /** Dict value → antd Tag colour; the list shows the value as a tag. */
  tagColors?: Record<string, string>;
  /** Form rules; a function when adding and editing differ (a uniqueness check only when adding). */
  rules?: FormRule[] | ((action: FormAction) => FormRule[]);
  /** Shown but read-only in the edit form (a login name). */
  lockedOnEdit?: boolean;
  /** Shown as a list column (default true). */
  list?: boolean;
  /** Shown in the search panel (default false); true picks the operator from the type. */
  search?: boolean | SearchOperator;
  /** Shown in the add/edit form (default true). */
  form?: boolean | FormScope;
  width?: number;
  sorter?: boolean;
  placeholder?: string;
  /** Fields whose change revalidates this one (a confirmation field). */
  dependencies?: string[];
  /** Custom list cell. */
  render?: (value: unknown, record: CrudRecord) => ReactNode;
  /** Custom input of the form or search panel (a remote picker); replaces the type's control. */
  control?: (mode: "form" | "search") => ReactNode;
  /** Form only: shown while this holds for the current form values (visitor details of a visitor permit). */
  showWhen?: (values: Record<string, unknown>) => boolean;
  /** Shown in the details modal (default true). */
  details?: boolean;
  /** Image and file fields: upload folder and count. */
  upload?: UploadFieldOptions;
  /** Code fields: the editor's language (css, javascript, html, java, objectivec, python, r, shell, sql, swift, vue, markdown). */
  codeLanguage?: string;
  /** Offered by the super query (default: list and search fields without a custom control). */
  superQuery?: boolean;
}

/** What a custom action's `run` answers: the server envelope (its message is shown). */
export interface ActionOutcome {
  success: boolean;
  message?: string;
}

/** A custom action on one row or on the selected rows (freeze, reset password...). */
export interface CustomAction {
  key: string;
  label: string;
  /** A literal permission code ("user:frozenBatch") or a refine action mapped through authPrefix. */
  permission?: string;
  /** Row actions only: shown for this record? */
  visible?: (record: CrudRecord) => boolean;
  /** Asks before running; the text may name the count of records. */
  confirm?: string | ((records: CrudRecord[]) => string);
  /** Runs the action; not called when the action has a dialog (see dialogAction). */
  run: (records: CrudRecord[]) => Promise<ActionOutcome>;
  /** Opens this dialog instead of running (an opinion to enter); the list refreshes when it closes changed. */
  dialog?: ComponentType<ActionDialogProps>;
}

/** Props of a custom action's dialog. */
export interface ActionDialogProps {
  records: CrudRecord[];
  onClose: (changed: boolean) => void;
}

/** "details" opens the 详细信息 modal. */
export type RowAction = "edit" | "delete" | "details" | CustomAction;
export type BatchAction = "delete" | CustomAction;

export interface FormOptions {
  style?: "modal" | "drawer";
  width?: number;
  /** Titles of the add and edit forms (default 新增 / 编辑). */
  createTitle?: string;
  editTitle?: string;
  /** The OK button's text (default 确定). */
  okText?: string;
  /** Values a new record's form starts with (a default expression, a default status). */
  initialValues?: Record<string, unknown>;
  /** A section below the fields (a record's one-to-many rows) that adds its own values to the saved body. */
  extra?: ComponentType<FormExtraProps>;
}

/**
 * Adds values to the body once the form's own rules pass; a rejection stops the save (the section shows
 * why itself).
 */
export type FormCollector = () => Promise<Record<string, unknown>>;

/** What a form's extra section gets. */
export interface FormExtraProps {
  action: FormAction;
  /** the edited record as read (undefined when adding and while it loads) */
  record?: CrudRecord;
  /** registers a collector for every save of this form; answers its removal */
  collect: (collector: FormCollector) => () => void;
}

/** The declaration that drives a module's list, search, form and permissions. */
export interface ResourceDecl {
  /** refine resource name; also the data provider's `resource`. */
  name: string;
  /** Menu component key(s) whose view is this resource's list page ("system/UserList"). */
  component: string;
  /** Human name of one record ("用户"). */
  title: string;
  api: ResourceApi;
  /** Button permission prefix ("user:"): create/edit/delete become user:add/user:edit/user:delete. */
  authPrefix?: string;
  fields: FieldDecl[];
  rowKey?: string;
  /** Default sort; the original lists by createTime descending. */
  defaultSort?: { field: string; order: "asc" | "desc" };
  form?: FormOptions;
  /** Default ["edit", "delete"]. */
  rowActions?: RowAction[];
  /** Width of the 操作 column when every link of a row shows on wide screens (default: 更多 holds the rest). */
  actionWidth?: number;
  /** Links a row shows before its 更多 menu (default 1: 编辑 | 更多); rows with two actions show both. */
  inlineActions?: number;
  /** Default ["delete"]. */
  batchActions?: BatchAction[];
  /**
   * Fixed list filter of a variant (访客信息: kind=visitor): sent with every list and export query, hidden
   * from the search panel, locked in the form and written into every new record.
   */
  fixedFilter?: Record<string, string>;
  /** Which built-in row actions a record allows (edit only while pending or rejected). */
  allowRecord?: Partial<Record<"edit" | "delete", (record: CrudRecord) => boolean>>;
  /** The details modal: its width (default 1200) and a section below the fields (approval history). */
  details?: { width?: number; extra?: ComponentType<{ record: CrudRecord }> };
  /** The super query (高级查询) of the list; false hides it, saveCode keys its saved queries (default: route). */
  superQuery?: false | { saveCode?: string };
  /** Turns form values into the request body (e.g. drop a confirmation field). */
  toRequest?: (values: Record<string, unknown>, action: FormAction) => Record<string, unknown>;
}

/** A custom action that only opens its dialog (its `run` is never called). */
export function dialogAction(action: Omit<CustomAction, "run" | "dialog"> & Pick<CustomAction, "dialog">) {
  const never = async (): Promise<ActionOutcome> => ({ success: false });
  return { ...action, run: never } satisfies CustomAction;
}

export function defineResource(decl: ResourceDecl): ResourceDecl {
  return decl;
}
