import type { CrudFilter } from "@refinedev/core";
import { Button, Form, Input, Modal, Spin } from "antd";
import { type Key, useMemo, useState } from "react";
import { DictSelectTag } from "@/components/dict";
import { ResourceTable } from "@/components/resource-table";
import { PickerInput } from "./picker-input";
import { useReportSetup } from "./report-api";
import { cellText, type Row } from "./types";

export const POPUP_WIDTH = 1200;
export const POPUP_CONFIG_ERROR = "popup参数未正确配置!";
export const POPUP_COUNT_ERROR = "popup参数未正确配置,原始值和目标值数量不一致!";
export const PICK_ONE = "请选择一条记录";

export interface PopupPickerProps {
  /** report code (`getRpColumns/{code}`) */
  code?: string;
  /** report fields whose values are taken, comma list ("username,realname") */
  orgFields?: string;
  /** form fields receiving them, in the same order ("applicant,applicantName") */
  destFields?: string;
  /** the destination field this input shows (default: the first destination) */
  field?: string;
  multi?: boolean;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** the report's own parameters, sent as `self_<name>` with every data request (the original's `param`) */
  param?: Readonly<Record<string, string>>;
  /** receives every destination field's value (joined with ',' when several rows) */
  onPick?: (values: Record<string, string>) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** The popup's configuration problem, or undefined. */
export function popupConfigProblem(
  code?: string,
  orgFields?: string,
  destFields?: string,
): string | undefined {
  if (!code || !orgFields || !destFields) return POPUP_CONFIG_ERROR;
  if (orgFields.split(",").length !== destFields.split(",").length) return POPUP_COUNT_ERROR;
  return undefined;
}

/** The report parameters as the data endpoint takes them: `self_<name>=value`. */
export function selfParams(param: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(param ?? {}).map(([name, value]) => [`self_${name}`, value]));
}

/** Maps picked rows to destination values: field i of every row joined with ','. */
export function popupValues(rows: Row[], orgFields: string, destFields: string): Record<string, string> {
  const from = orgFields.split(",").map((f) => f.trim());
  const to = destFields.split(",").map((f) => f.trim());
  return Object.fromEntries(to.map((dest, i) => [dest, rows.map((r) => cellText(r[from[i]])).join(",")]));
}

/** JPopup: an online report in a dialog; the picked row's fields go into the form's destination fields. */
export function PopupPicker(props: PopupPickerProps) {
  const {
    code,
    orgFields,
    destFields,
    field,
    multi,
    param,
    value,
    onChange,
    onPick,
    placeholder,
    disabled,
    id,
  } = props;
  const [open, setOpen] = useState(false);
  const [warning, setWarning] = useState<string>();
  const problem = popupConfigProblem(code, orgFields, destFields);
  const shownField = field ?? destFields?.split(",")[0] ?? "";
  return (
    <>
      <PickerInput
        id={id}
        labels={value ? [value] : []}
        placeholder={placeholder ?? "请选择"}
        disabled={disabled}
        onOpen={() => (problem ? setWarning(problem) : setOpen(true))}
        onClear={() => onChange?.(undefined)}
      />
      {warning && (
        <Modal open title="提示" footer={null} onCancel={() => setWarning(undefined)}>
          {warning}
        </Modal>
      )}
      {open && code && orgFields && destFields && (
        <PopupModal
          code={code}
          multi={!!multi}
          param={param}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            setOpen(false);
            const values = popupValues(rows, orgFields, destFields);
            onPick?.(values);
            onChange?.(values[shownField] || undefined);
          }}
        />
      )}
    </>
  );
}

function PopupModal({
  code,
  multi,
  param,
  onOk,
  onCancel,
}: {
  code: string;
  multi: boolean;
  param?: Readonly<Record<string, string>>;
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
}) {
  const { config, items, error } = useReportSetup(code);
  const paramKey = JSON.stringify(selfParams(param));
  const fixedParams = useMemo(() => JSON.parse(paramKey) as Record<string, string>, [paramKey]);
  const [expanded, setExpanded] = useState(false);
  const [search, setSearch] = useState<CrudFilter[]>([]);
  const [keys, setKeys] = useState<Key[]>([]);
  const [picked, setPicked] = useState<Row[]>([]);
  const [hint, setHint] = useState<string>();
  const [form] = Form.useForm();

  const columns = (config?.columns ?? []).map((c) => ({
    title: c.title,
    dataIndex: c.dataIndex,
    sorter: true,
    render: (v: unknown, r: Row) => {
      if (!c.customRender) return cellText(v);
      const sent = r[`${c.dataIndex}_dictText`];
      if (typeof sent === "string" && sent) return sent;
      return config?.dictOptions[c.customRender]?.find((o) => o.value === cellText(v))?.text ?? cellText(v);
    },
  }));

  const find = () => {
    const values = form.getFieldsValue() as Record<string, unknown>;
    const next: CrudFilter[] = [];
    for (const item of items) {
      const v = values[item.field];
      if (typeof v !== "string" || v.trim() === "") continue;
      next.push({
        field: item.field,
        operator: item.dictCode ? "eq" : "contains",
        value: item.dictCode ? v : v.trim(),
      });
    }
    setSearch(next);
  };

  return (
    <Modal
      open
      title={config?.cgRpConfigName ?? "请选择"}
      width={POPUP_WIDTH}
      okText="确定"
      cancelText="关闭"
      onCancel={onCancel}
      onOk={() => {
        if (!multi && keys.length !== 1) {
          setHint(PICK_ONE);
          return;
        }
        if (keys.length === 0) {
          setHint(PICK_ONE);
          return;
        }
        const byId = new Map(picked.map((r) => [cellText(r.id), r]));
        onOk(keys.map((k) => byId.get(String(k))).filter((r): r is Row => !!r));
      }}
    >
      {error ? (
        <div role="alert">{error}</div>
      ) : (
        <>
          <Form
            form={form}
            name="popup_query"
            layout="inline"
            style={{ marginBottom: 12, rowGap: 8 }}
            onFinish={find}
          >
            {items
              .filter((item) => expanded || item.hidden !== "1")
              .map((item) => (
                <Form.Item key={item.field} name={item.field} label={item.label}>
                  {item.dictCode ? (
                    <DictSelectTag dictCode={item.dictCode} style={{ width: 140 }} />
                  ) : (
                    <Input allowClear placeholder={`请输入${item.label}`} style={{ width: 160 }} />
                  )}
                </Form.Item>
              ))}
            <Form.Item>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                style={{ marginLeft: 8 }}
                onClick={() => {
                  form.resetFields();
                  setSearch([]);
                }}
              >
                重置
              </Button>
              {items.some((i) => i.hidden === "1") && (
                <Button type="link" onClick={() => setExpanded(!expanded)}>
                  {expanded ? "收起" : "展开"}
                </Button>
              )}
            </Form.Item>
          </Form>
          {hint && (
            <div role="alert" style={{ color: "#faad14", marginBottom: 8 }}>
              {hint}
            </div>
          )}
          {config ? (
            <ResourceTable<Row>
              resource={`online-report-${code}`}
              list={`/online/cgreport/api/getData/${config.cgRpConfigId}`}
              fixedFilter={fixedParams}
              search={search}
              pageSizeOptions={[10, 20, 30]}
              size="small"
              bordered
              rowKey={(r) => cellText(r.id)}
              columns={columns}
              rowSelection={{
                type: multi ? "checkbox" : "radio",
                selectedRowKeys: keys,
                preserveSelectedRowKeys: true,
                onChange: (next, rows) => {
                  setHint(undefined);
                  setKeys(next);
                  setPicked((old) => [...old, ...rows.filter(Boolean)]);
                },
              }}
            />
          ) : (
            <Spin style={{ display: "block", margin: "48px auto" }} />
          )}
        </>
      )}
    </Modal>
  );
}
