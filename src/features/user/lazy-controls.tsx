import { Input } from "antd";
import { lazy, Suspense } from "react";
import type { ActionDialogProps } from "@/components/crud/types";

/**
 * The user form's pickers and the password dialog load with the form, not with the app shell that imports
 * the resource declarations.
 */
const selects = () => import("./user-selects");

interface CommaProps {
  /** Form.Item's id, so the label points at the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

const Loaded = {
  RoleSelect: lazy(async () => ({ default: (await selects()).RoleSelect })),
  DepartSelect: lazy(async () => ({ default: (await selects()).DepartSelect })),
  PositionSelect: lazy(async () => ({ default: (await selects()).PositionSelect })),
  TenantSelect: lazy(async () => ({ default: (await selects()).TenantSelect })),
};

type Picker = keyof typeof Loaded;

/** Form.Item hands value/onChange to this wrapper, which passes them on once the picker has loaded. */
function Deferred({ picker, ...props }: CommaProps & { picker: Picker }) {
  const Picker = Loaded[picker];
  return (
    <Suspense fallback={<Input disabled placeholder="加载中..." />}>
      <Picker {...props} />
    </Suspense>
  );
}

export const RoleSelect = (props: CommaProps) => <Deferred picker="RoleSelect" {...props} />;
export const DepartSelect = (props: CommaProps) => <Deferred picker="DepartSelect" {...props} />;
export const PositionSelect = (props: CommaProps) => <Deferred picker="PositionSelect" {...props} />;
export const TenantSelect = (props: CommaProps) => <Deferred picker="TenantSelect" {...props} />;

const PasswordModal = lazy(async () => ({ default: (await import("./password-modal")).PasswordModal }));

/** 密码: an administrator sets the chosen user's password. */
export function ResetPasswordDialog({ records, onClose }: ActionDialogProps) {
  return (
    <Suspense fallback={null}>
      <PasswordModal username={String(records[0]?.username ?? "")} onClose={() => onClose(false)} />
    </Suspense>
  );
}
