/**
 * What both programs derive from a module declaration: columns, permission codes, Excel columns and the
 * one field check whose messages the form and the server both show. Pure: no imports outside shared/.
 */
import { NAMED_CHECKS } from "./checks.ts";
import {
  ALL_ACTIONS,
  type JsonShape,
  type ModuleAction,
  type ModuleDeclaration,
  type ModuleField,
  type ModuleMenuEntry,
  type Widget,
} from "./module-types.ts";

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function columnOf(name: string, field: ModuleField): string {
  return field.column ?? snakeCase(name);
}

export function actionsOf(decl: ModuleDeclaration): readonly ModuleAction[] {
  return decl.actions ?? ALL_ACTIONS;
}

export function hasAction(decl: ModuleDeclaration, action: ModuleAction): boolean {
  return actionsOf(decl).includes(action);
}

export function permissionCode(decl: ModuleDeclaration, action: ModuleAction): string {
  return `${decl.permission}:${action}`;
}

export function menuName(decl: ModuleDeclaration): string {
  return decl.menu.name ?? `${decl.title}管理`;
}

export function excelTitle(decl: ModuleDeclaration): string {
  return decl.excelTitle ?? `${decl.title}表`;
}

/** The drawer twin of a menu entry, when it has one: `<path>-drawer`, view `…DrawerList`, next in order. */
export function drawerEntry(
  entry: ModuleMenuEntry,
): (ModuleMenuEntry & { readonly name: string }) | undefined {
  if (!entry.drawer) return undefined;
  return {
    ...entry.drawer,
    path: `${entry.path}-drawer`,
    component: `${entry.component.replace(/List$/, "")}DrawerList`,
    icon: entry.icon,
    order: entry.order + 1,
  };
}

export function inForm(field: ModuleField): boolean {
  return field.form !== false && field.serverOnly !== true;
}

/** Excel columns in declaration order: the fields marked `excel: true`, or else the form fields not marked false. */
export function excelFields(decl: ModuleDeclaration): string[] {
  const entries = Object.entries(decl.fields);
  const marked = entries.filter(([, f]) => f.excel === true);
  const chosen = marked.length > 0 ? marked : entries.filter(([, f]) => inForm(f) && f.excel !== false);
  return chosen.map(([name]) => name);
}

export function widgetOf(field: ModuleField): Widget {
  if (field.widget) return field.widget;
  if (field.dict) return "dict";
  switch (field.type ?? "string") {
    case "number":
      return "number";
    case "boolean":
      return "switch";
    case "date":
      return "date";
    case "datetime":
      return "datetime";
    case "time":
      return "time";
    case "json":
      return "json";
    default:
      return "text";
  }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

const compiled = new Map<string, RegExp>();

function regexOf(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source);
    compiled.set(source, re);
  }
  return re;
}

/**
 * The rules of one field on a text value that is present (blank values are the required rule's
 * business): length, pattern and named check; the first failure's message, else undefined.
 */
export function checkField(field: ModuleField, value: string): string | undefined {
  if (value === "") return undefined;
  if (field.type === "number") return checkNumber(field, value);
  if (field.type === "json" && !jsonValue(value, field.jsonShape)) {
    return field.invalid ?? jsonMessage(field.title, field.jsonShape);
  }
  if (field.type === "time" && !TIME.test(value)) {
    return field.invalid ?? `${field.title}格式不正确，应为HH:mm:ss`;
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return `${field.title}长度不能超过${field.maxLength}个字符`;
  }
  if (field.minLength !== undefined && value.length < field.minLength) {
    return `${field.title}长度不能少于${field.minLength}个字符`;
  }
  if (field.pattern && !regexOf(field.pattern.regex).test(value)) return field.pattern.message;
  if (field.check) {
    const named = NAMED_CHECKS[field.check];
    if (!named) return `${field.title}的校验规则${field.check}不存在`;
    return named(value);
  }
  return undefined;
}

function checkNumber(field: ModuleField, value: string): string | undefined {
  const n = Number(value.trim());
  if (value.trim() === "" || !Number.isFinite(n)) return field.invalid ?? `${field.title}必须是数字`;
  if (field.integer && !Number.isInteger(n)) return field.invalid ?? `${field.title}必须是整数`;
  if (field.range && (n < field.range[0] || n > field.range[1])) {
    return field.invalid ?? `${field.title}必须在${field.range[0]}到${field.range[1]}之间`;
  }
  return undefined;
}

/** The JSON a text (or an already parsed value) holds, when it is JSON of the shape asked for. */
export function jsonValue(raw: unknown, shape?: JsonShape): { value: unknown } | undefined {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (shape === "array" && !Array.isArray(value)) return undefined;
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  if (shape === "object" && !isObject) return undefined;
  return { value };
}

/** What a JSON field says about a value that is no JSON of its shape. */
export function jsonMessage(title: string, shape?: JsonShape): string {
  const what = shape === "array" ? "JSON数组" : shape === "object" ? "JSON对象" : "有效的JSON";
  return `${title}必须是${what}`;
}

/** Problems of a declaration that would only show at run time; the server refuses to start with them. */
export function declarationProblems(decl: ModuleDeclaration): string[] {
  const problems: string[] = [];
  const at = (text: string) => problems.push(`${decl.name}: ${text}`);
  if (!/^[a-z][a-z0-9-]*$/.test(decl.name)) at("name must be kebab-case");
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(decl.api)) at(`api ${decl.api} is not a path`);
  if (!/^[a-z][a-z0-9_]*$/.test(decl.table)) at(`table ${decl.table} is not a plain identifier`);
  for (const [name, field] of Object.entries(decl.fields)) {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) at(`field ${name} is not a plain name`);
    if (!/^[a-z][a-z0-9_]*$/.test(columnOf(name, field))) at(`column of ${name} is not a plain identifier`);
    if (field.check && !NAMED_CHECKS[field.check]) at(`field ${name}: no check named ${field.check}`);
    if (field.checkRule !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(field.checkRule)) {
      at(`field ${name}: check rule code ${field.checkRule} is not a plain code`);
    }
    if (field.jsonShape && field.type !== "json") at(`field ${name}: jsonShape needs type json`);
    if (field.pattern) {
      try {
        new RegExp(field.pattern.regex);
      } catch {
        at(`field ${name}: pattern does not compile`);
      }
    }
  }
  const id = decl.fields.id;
  if (decl.idType === "integer" && id && (id.type !== "number" || !id.integer)) {
    at("an integer id field must be a number with integer: true");
  }
  if (decl.idType !== "integer" && id && id.type !== undefined && id.type !== "string") {
    at("a string id field must be text");
  }
  for (const name of decl.pickerFields ?? []) {
    if (name !== "id" && !decl.fields[name]) at(`picker field ${name} is not declared`);
  }
  for (const variant of decl.variants ?? []) {
    for (const name of Object.keys(variant.fixed)) {
      if (!decl.fields[name]) at(`variant ${variant.resource}: fixed field ${name} is not declared`);
    }
  }
  for (const action of Object.keys(decl.menu.buttons ?? {})) {
    if (!actionsOf(decl).includes(action as ModuleAction)) at(`button of ${action}, which is not an action`);
  }
  if (decl.defaultSort && !decl.fields[decl.defaultSort.field] && decl.defaultSort.field !== "createTime") {
    at(`default sort field ${decl.defaultSort.field} is not declared`);
  }
  return problems;
}
