import { Form, Select, TreeSelect } from "antd";
import { useEffect, useState } from "react";
import { getAction } from "@/providers/http/client";
import { type Row, text } from "../shared/row";

/** Comma-joined ids, as the original's user form sends them (`selectedroles`, `relTenantIds`). */
export const splitIds = (value: unknown): string[] =>
  typeof value === "string" && value !== "" ? value.split(",").filter(Boolean) : [];

interface Option {
  value: string;
  label: string;
}

interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

interface CommaProps {
  /** Form.Item's id, so the label points at the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** The rows of a list answer, paged (`records`) or plain. */
function rowsOf(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  const records = (result as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? (records as Row[]) : [];
}

function useOptions(load: () => Promise<Option[]>) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each select loads its options once.
  useEffect(() => {
    let live = true;
    load()
      .then((found) => live && setOptions(found))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);
  return { options, loading };
}

/**
 * The edit form's current value of a field the record does not carry (its roles, its departments): read
 * once the record's id is known. Until then the field stays undefined and the save leaves it out, so an
 * unread relation is never overwritten.
 */
function useCurrentIds(name: string, load: (userId: string) => Promise<string[]>) {
  const form = Form.useFormInstance();
  const id = Form.useWatch("id", { form, preserve: true }) as string | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per record.
  useEffect(() => {
    if (!id) return;
    let live = true;
    load(id)
      .then((ids) => {
        if (live && form.getFieldValue(name) === undefined) form.setFieldValue(name, ids.join(","));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);
}

function CommaSelect({
  id,
  value,
  onChange,
  disabled,
  options,
  loading,
  placeholder,
}: CommaProps & { options: Option[]; loading: boolean; placeholder: string }) {
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      disabled={disabled}
      placeholder={placeholder}
      options={options}
      value={splitIds(value)}
      onChange={(ids) => onChange?.(ids.join(","))}
      style={{ width: "100%" }}
    />
  );
}

async function roleOptions(): Promise<Option[]> {
  const answer = await getAction<Row[]>("/sys/role/queryall");
  return answer.success
    ? rowsOf(answer.result).map((r) => ({ value: text(r.id), label: text(r.roleName) }))
    : [];
}

async function userRoleIds(userId: string): Promise<string[]> {
  const answer = await getAction<string[]>("/sys/user/queryUserRole", { userid: userId });
  return answer.success && Array.isArray(answer.result) ? answer.result.map(String) : [];
}

/** 角色分配: the user's roles (`selectedroles`), from /sys/role/queryall. */
export function RoleSelect(props: CommaProps) {
  const { options, loading } = useOptions(roleOptions);
  useCurrentIds("selectedroles", userRoleIds);
  return <CommaSelect {...props} options={options} loading={loading} placeholder="请选择角色" />;
}

async function tenantOptions(): Promise<Option[]> {
  const answer = await getAction<Row[]>("/sys/tenant/queryList");
  return answer.success ? rowsOf(answer.result).map((r) => ({ value: text(r.id), label: text(r.name) })) : [];
}

/** 租户: the tenants the user belongs to (`relTenantIds`, a column of the user record). */
export function TenantSelect(props: CommaProps) {
  const { options, loading } = useOptions(tenantOptions);
  return <CommaSelect {...props} options={options} loading={loading} placeholder="请选择租户" />;
}

async function positionOptions(): Promise<Option[]> {
  const answer = await getAction("/sys/position/list", { pageNo: 1, pageSize: 200 });
  if (!answer.success) return [];
  return rowsOf(answer.result).map((r) => ({ value: text(r.code), label: text(r.name) }));
}

/** 职务: position codes (`post`), from /sys/position/list. */
export function PositionSelect(props: CommaProps) {
  const { options, loading } = useOptions(positionOptions);
  return <CommaSelect {...props} options={options} loading={loading} placeholder="请选择职务" />;
}

interface DepartTreeNode {
  key: string;
  title: string;
  children?: DepartTreeNode[] | null;
}

function toTree(nodes: readonly DepartTreeNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.key,
    title: node.title,
    children: node.children?.length ? toTree(node.children) : undefined,
  }));
}

/** 部门分配: a new user's departments (`selecteddeparts`), each chosen on its own (no cascade). */
export function DepartSelect({ id, value, onChange, disabled }: CommaProps) {
  const [tree, setTree] = useState<TreeOption[]>([]);
  useEffect(() => {
    let live = true;
    getAction<DepartTreeNode[]>("/sys/sysDepart/queryTreeList")
      .then((answer) => {
        if (live && answer.success && Array.isArray(answer.result)) setTree(toTree(answer.result));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <TreeSelect<{ value: string }[]>
      id={id}
      treeCheckable
      treeCheckStrictly
      treeDefaultExpandAll
      allowClear
      showSearch
      treeNodeFilterProp="title"
      disabled={disabled}
      placeholder="请选择部门"
      treeData={tree}
      value={splitIds(value).map((id) => ({ value: id }))}
      onChange={(picked) => onChange?.(picked.map((p) => p.value).join(","))}
      style={{ width: "100%" }}
    />
  );
}
