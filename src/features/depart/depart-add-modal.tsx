import { ResourceFormModal } from "@/components/resource-table/resource-form-modal";
import type { DepartNode, DepartValues } from "./depart-api";
import { DepartFields } from "./depart-fields";
import { DEPART_API, DEPART_RESOURCE } from "./use-depart-tree";

/** 添加一级部门 / 添加子部门: the server generates the code (A01, A01A01, ...). */
export function DepartAddModal({ parent, onClosed }: { parent?: DepartNode; onClosed: () => void }) {
  return (
    <ResourceFormModal<DepartValues & { parentId: string }>
      resource={DEPART_RESOURCE}
      api={DEPART_API}
      initialValues={{ orgCategory: parent ? "2" : "1", departOrder: 0 }}
      fixedValues={{ parentId: parent?.id ?? "" }}
      title={parent ? `添加子部门（上级：${parent.departName}）` : "添加一级部门"}
      name="depart-add"
      onClosed={onClosed}
    >
      <DepartFields />
    </ResourceFormModal>
  );
}
