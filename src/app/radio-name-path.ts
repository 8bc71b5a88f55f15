/**
 * Stands in for antd's form hook module inside Radio.Group (vite.config.ts, antdParts), which takes only
 * this helper from it: the module would bring the whole form store (rc-field-form) into every screen with a
 * table, whose row selection imports Radio. The rule is antd's own: a form item's name path joined by `_`.
 */
import { toArray } from "antd/es/form/util";

export function toNamePathStr(name: Parameters<typeof toArray>[0]): string {
  return toArray(name).join("_");
}
