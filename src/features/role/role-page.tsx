import { useMemo, useState } from "react";
import { CrudPage } from "@/components/crud/crud-page";
import type { CrudRecord } from "@/components/crud/types";
import { dialogAction } from "@/components/screen-kit/open-action";
import { text } from "@/components/screen-kit/row";
import { roleResource } from "@/features/role/role-resource";
import { RoleAuthDrawer, type RoleRef } from "./role-auth-drawer";
import { RoleUsersModal } from "./role-users-modal";

type Dialog = { kind: "auth" | "users"; role: RoleRef } | null;

const roleOf = (record: CrudRecord): RoleRef => ({ id: text(record.id), roleName: text(record.roleName) });

/** 角色管理: the declared role list plus the 授权 drawer and the 用户 dialog. */
export default function RolePage() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const resource = useMemo(
    () => ({
      ...roleResource,
      rowActions: [
        "edit" as const,
        dialogAction("authorize", "授权", "role:authorize", (r) =>
          setDialog({ kind: "auth", role: roleOf(r) }),
        ),
        dialogAction("users", "用户", "role:users", (r) => setDialog({ kind: "users", role: roleOf(r) })),
        "delete" as const,
      ],
    }),
    [],
  );
  const close = () => setDialog(null);

  return (
    <>
      <CrudPage resource={resource} />
      {dialog?.kind === "auth" && <RoleAuthDrawer key={dialog.role.id} role={dialog.role} onClose={close} />}
      {dialog?.kind === "users" && <RoleUsersModal key={dialog.role.id} role={dialog.role} onClose={close} />}
    </>
  );
}
