import { useList } from "@refinedev/core";
import { Form, Select, TreeSelect } from "antd";
import { useEffect, useMemo } from "react";
import { errorNotice } from "@/components/crud/notices";
import { type DepartTreeNode, useDepartNodes } from "@/components/pickers/depart-tree";
import { useLastLoaded } from "@/components/resource-table/use-last-loaded";
import { useResourceRead } from "@/components/resource-table/use-resource-read";
import { type Row, text } from "@/components/screen-kit/row";

/** Comma-joined ids, as the original's user form sends them (`selectedroles`, `relTenantIds`). */
export const splitIds = (value: unknown): string[] =>
  typeof value === "string" && value !== "" ? value.split(",").filter(Boolean) : [];

/** The users' refine resource: a change to a user's roles anywhere reloads its reads. */
const USER_RESOURCE = "sys-user";

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

/** The options of a list through refine, all rows at once; a failed load keeps the options shown before. */
function useListOptions(resource: string, list: string, value: string, label: string) {
  const { result, query } = useList<Row>({
    resource,
    meta: { api: { list } },
    pagination: { mode: "off" },
    errorNotification: errorNotice,
  });
  const rows = useLastLoaded(query.isSuccess ? result.data : undefined);
  const options = useMemo(
    () => (rows ?? []).map((r): Option => ({ value: text(r[value]), label: text(r[label]) })),
    [rows, value, label],
  );
  return { options, loading: query.isFetching };
}

/**
 * The edit form's current value of a field the record does not carry (its roles): read through refine once
 * the record's id is known. Until then the field stays undefined and the save leaves it out, so an unread
 * relation is never overwritten. The read is one of the user's (`sys-user`), so a change made elsewhere (a
 * role's 添加用户) reads it again, and the field follows the answer until the user picks something.
 */
function useCurrentIds(
  name: string,
  url: string,
  userField: string,
  idOf: (item: unknown) => string = String,
) {
  const form = Form.useFormInstance();
  const id = Form.useWatch("id", { form, preserve: true }) as string | undefined;
  const { result, settled } = useResourceRead<unknown>(
    id ? { resource: USER_RESOURCE, url, query: { [userField]: id } } : null,
  );
  useEffect(() => {
    // A cached answer is read again first: only a settled answer is the current one.
    if (!settled || !Array.isArray(result) || form.isFieldTouched(name)) return;
    form.setFieldValue(name, result.map(idOf).join(","));
  }, [result, settled, form, name, idOf]);
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

/** 角色分配: the user's roles (`selectedroles`), from /sys/role/queryall. */
export function RoleSelect(props: CommaProps) {
  const { options, loading } = useListOptions("sys-role", "/sys/role/queryall", "id", "roleName");
  useCurrentIds("selectedroles", "/sys/user/queryUserRole", "userid");
  return <CommaSelect {...props} options={options} loading={loading} placeholder="请选择角色" />;
}

/** 租户: the tenants the user belongs to (`relTenantIds`, a column of the user record). */
export function TenantSelect(props: CommaProps) {
  const { options, loading } = useListOptions("sys-tenant", "/sys/tenant/queryList", "id", "name");
  return <CommaSelect {...props} options={options} loading={loading} placeholder="请选择租户" />;
}

/** 职务: position codes (`post`), from /sys/position/list. */
export function PositionSelect(props: CommaProps) {
  const { options, loading } = useListOptions("sys-position", "/sys/position/list", "code", "name");
  return <CommaSelect {...props} options={options} loading={loading} placeholder="请选择职务" />;
}

function toTree(nodes: readonly DepartTreeNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.key,
    title: node.title,
    children: node.children?.length ? toTree(node.children) : undefined,
  }));
}

/** `/sys/user/userDepartList` answers `{key, value, title}` per department; the key is its id. */
const departKey = (item: unknown) =>
  typeof item === "object" && item !== null && "key" in item ? String(item.key) : "";

/**
 * 部门分配: the user's departments (`selecteddeparts`), each chosen on its own (no cascade). An edit
 * shows the ones the user has; the server keeps them when the field is sent empty.
 */
export function DepartSelect({ id, value, onChange, disabled }: CommaProps) {
  const { nodes } = useDepartNodes();
  useCurrentIds("selecteddeparts", "/sys/user/userDepartList", "userId", departKey);
  const tree = useMemo(() => toTree(nodes), [nodes]);
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
