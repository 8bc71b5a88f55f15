/**
 * The shape of a module declaration: what a CRUD module is, written once and read by both the server
 * (routes, request checks, list whitelist, Excel, menu and button rows) and the web app (list, search,
 * form, permissions). Declarations are plain data, so the server can also hand one to the web app.
 */

/**
 * How a value is stored and sent; `json` is stored as its JSON text (a text or jsonb column) and sent
 * parsed; `time` is a time of day, `HH:mm:ss`.
 */
export type StorageType = "string" | "number" | "boolean" | "date" | "datetime" | "time" | "json";

/** What a JSON field must hold at its top level (default: any JSON). */
export type JsonShape = "array" | "object";

/** How the web app shows and edits a field when its storage type alone does not say it. */
export type Widget =
  | "text"
  | "textarea"
  | "password"
  | "number"
  | "date"
  | "datetime"
  | "time"
  | "dict"
  | "multiDict"
  | "switch"
  | "image"
  | "file"
  | "richText"
  | "code"
  | "markdown"
  | "area"
  | "json"
  /** a one-line text field that also opens a larger editing area over itself */
  | "inputPop";

/** How a typed search value is matched: contains `*x*`, equals, not equal `!x`, from `>=x`, to `<=x`, … */
export type SearchMatch = "contains" | "eq" | "ne" | "ge" | "le" | "startswith" | "endswith";

/** A regular expression both sides run; the value must match it. */
export interface PatternRule {
  readonly regex: string;
  readonly message: string;
}

export interface ModuleField {
  /** database column; default: the field name in snake_case */
  readonly column?: string;
  readonly title: string;
  /** default "string" */
  readonly type?: StorageType;
  /** default: "dict" with a dictionary, else from the storage type */
  readonly widget?: Widget;
  /** dictionary code: lists carry `<field>_dictText`, forms offer the items */
  readonly dict?: string;
  readonly maxLength?: number;
  readonly minLength?: number;
  /** numbers: whole numbers only */
  readonly integer?: boolean;
  /** numbers: inclusive bounds */
  readonly range?: readonly [number, number];
  /** json fields: the value must be a JSON array or object */
  readonly jsonShape?: JsonShape;
  /**
   * the message when the value is not of its type: no number (or outside `integer` and `range`), no real
   * date, no JSON (of `jsonShape`); default: one naming the type
   */
  readonly invalid?: string;
  /** the message when the value is missing on add (and cleared on edit) */
  readonly required?: string;
  /**
   * the message when another record already holds the value: the form asks the server's duplicate check
   * while the user types, and the server checks again on save
   */
  readonly unique?: string;
  readonly pattern?: PatternRule;
  /** a named check of shared/modules/checks.ts, run by both sides */
  readonly check?: string;
  /**
   * the code of a check rule (编码校验规则) the value must pass: the form asks the server's checkByCode while
   * the user types, and the server applies the same rule on save, refusing with the rule's message
   */
  readonly checkRule?: string;
  /** a list column (default true) */
  readonly list?: boolean;
  /** a search field (default false); true picks the match from the type */
  readonly search?: boolean | SearchMatch;
  /** in the add/edit form (default true): "create" or "edit" for one of them only */
  readonly form?: boolean | "create" | "edit";
  /** shown but not editable once the record exists */
  readonly lockedOnEdit?: boolean;
  /** an Excel column, in declaration order (default: form fields) */
  readonly excel?: boolean;
  /** the list can sort by it (default false) */
  readonly sorter?: boolean;
  /** written by the server only: never taken from a request body */
  readonly serverOnly?: boolean;
  readonly placeholder?: string;
  /** what add stores when the value is left blank (checked before the required rule) */
  readonly default?: string | number;
  /**
   * image and file fields: the upload folder, the most files kept (0 or absent: any) and the file
   * chooser's filter; the server accepts only paths its upload endpoint generated
   */
  readonly upload?: { readonly biz?: string; readonly number?: number; readonly accept?: string };
}

/** The permission-coded actions of a module; each gets a button row and guards its routes. */
export type ModuleAction = "list" | "add" | "edit" | "delete" | "export" | "import";

/** One menu entry of a list. */
export interface ModuleMenuEntry {
  /** route path, e.g. /isystem/position */
  readonly path: string;
  /** the web app's view key */
  readonly component: string;
  readonly icon: string;
  readonly order: number;
  /** default: `<title>管理` */
  readonly name?: string;
  /** the row id of a module that the original system already seeded; new modules derive theirs */
  readonly id?: string;
  /**
   * a twin entry of the same list whose add/edit form opens in a drawer, as the original generates
   * them: `<path>-drawer`, view `…DrawerList`, next in order
   */
  readonly drawer?: { readonly name: string; readonly id?: string };
}

export interface ModuleMenu extends ModuleMenuEntry {
  /** parent menu: "system" for 系统管理, or a parent row's id */
  readonly parent: string;
  /** button rows the original system already seeded, by action: their ids and names (new modules derive both) */
  readonly buttons?: Readonly<Partial<Record<ModuleAction, readonly [id: string, name: string]>>>;
  /** role codes besides admin that get the menu and its list button when they are first seeded */
  readonly grantRoles?: readonly string[];
}

export interface ModuleDeclaration {
  /** module key: stable, kebab-case; menu and button ids derive from it */
  readonly name: string;
  /** the web app's resource name */
  readonly resource: string;
  /** route prefix below the API prefix, e.g. /sys/position */
  readonly api: string;
  readonly table: string;
  /** what one record is called, e.g. 职务 */
  readonly title: string;
  /** permission prefix: `position` gives position:list, position:add, … */
  readonly permission: string;
  /** the actions the module offers (default all) */
  readonly actions?: readonly ModuleAction[];
  /**
   * the key's type (default "string", generated ids); "integer": whole numbers, chosen on add when the
   * field `id` is declared, else generated by the database
   */
  readonly idType?: "string" | "integer";
  /**
   * the list is open to every signed-in user (a picker reads it), who sees only these fields unless
   * they hold the list code
   */
  readonly pickerFields?: readonly string[];
  readonly menu: ModuleMenu;
  /** further lists of the same records under their own menu entries, with the module's codes */
  readonly variants?: readonly ModuleVariant[];
  readonly fields: Readonly<Record<string, ModuleField>>;
  /** Excel file, sheet and title-row name (default `<title>表`) */
  readonly excelTitle?: string;
  readonly defaultSort?: { readonly field: string; readonly order: "asc" | "desc" };
  readonly form?: { readonly style?: "modal" | "drawer"; readonly width?: number };
}

/** A list of some of the module's records (访客信息: the applicants of kind visitor). */
export interface ModuleVariant {
  /** the web app's resource name */
  readonly resource: string;
  /** what one record of this list is called (dialog titles) */
  readonly title: string;
  /** its entry under the module's parent; the name is the list's */
  readonly menu: ModuleMenuEntry & { readonly name: string };
  /** conditions every list and export query sends, hidden from the search, written into new records */
  readonly fixed: Readonly<Record<string, string>>;
}

export const ALL_ACTIONS: readonly ModuleAction[] = ["list", "add", "edit", "delete", "export", "import"];

/** Identity function that checks a declaration's type where it is written. */
export function defineModule<const T extends ModuleDeclaration>(decl: T): T {
  return decl;
}
