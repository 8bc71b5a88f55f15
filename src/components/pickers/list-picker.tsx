import { Form, Input, type TableColumnsType } from "antd";
import { useMemo } from "react";
import { containsText, ModalPicker } from "./modal-picker";
import { TablePickerModal } from "./table-picker-modal";
import type { PickerProps, Row } from "./types";

export interface ListPickerConfig {
  /** the dialog's title */
  title: string;
  /** the refine resource of the list's records */
  resource: string;
  placeholder: string;
  /** list endpoint; it also answers the stored values' records, filtered by `valueKey` */
  url: string;
  /** the record field stored in the form */
  valueKey: string;
  /** the record field shown in the input */
  labelKey: string;
  columns: TableColumnsType<Row>;
  /** the one text filter of the dialog, searched as contains */
  filter: { field: string; label: string };
}

/**
 * A picker over one list with one name filter (role, position); `config` is a module-level constant, so
 * the stored values' lookup stays stable.
 */
export function ListPicker({ config, placeholder, ...props }: PickerProps & { config: ListPickerConfig }) {
  const { title, resource, url, valueKey, labelKey, columns, filter } = config;
  const labelSource = useMemo(
    () => ({
      resource,
      url,
      query: (values: string[]) => ({ [valueKey]: values.join(","), pageNo: "1", pageSize: "100" }),
    }),
    [resource, url, valueKey],
  );
  return (
    <ModalPicker
      {...props}
      placeholder={placeholder ?? config.placeholder}
      valueKey={valueKey}
      labelKey={labelKey}
      labelSource={labelSource}
      renderDialog={({ selected, onOk, onCancel }) => (
        <TablePickerModal
          title={title}
          width={800}
          resource={resource}
          url={url}
          rowKey={valueKey}
          multi={props.multi}
          columns={columns}
          selectedKeys={selected}
          filters={
            <Form.Item name={filter.field} label={filter.label}>
              <Input allowClear placeholder={`请输入${filter.label}`} />
            </Form.Item>
          }
          toQuery={(v) => ({ [filter.field]: containsText(v[filter.field]) })}
          onCancel={onCancel}
          onOk={onOk}
        />
      )}
    />
  );
}
