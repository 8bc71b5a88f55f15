import { Select } from "antd";
import { lazyComponent } from "@/components/crud/lazy-component";
import type { FieldDecl } from "@/components/crud/types";

/** The tree select loads with the form that shows it; a select of its look and size stands in until then. */
const DepartSelect = lazyComponent(
  async () => ({ default: (await import("./depart-tree-select")).DepartSelect }),
  () => <Select placeholder="请选择所属部门" />,
);

/** What the web adds to the owning-department field of the permit lists: picked from the tree, listed by name. */
export const departField: Partial<FieldDecl> = {
  width: 110,
  control: () => <DepartSelect />,
  render: (value, record) => String(record.orgCode_dictText || value || ""),
};
