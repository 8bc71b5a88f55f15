import { Form, type FormProps } from "antd";
import { fieldControl, valueProps } from "./field-control";
import { formFields, rulesFor } from "./fields";
import type { FormAction, ResourceDecl } from "./types";

export type FormValues = Record<string, unknown>;

const labelCol = { xs: { span: 24 }, sm: { span: 5 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 16 } };

/** The add or edit form of a declared resource: its form fields with their rules. */
export function RecordForm({
  resource,
  action,
  formProps,
}: {
  resource: ResourceDecl;
  action: FormAction;
  formProps: FormProps<FormValues>;
}) {
  return (
    <Form<FormValues>
      {...formProps}
      name={`${resource.name}-${action}`}
      labelCol={labelCol}
      wrapperCol={wrapperCol}
      autoComplete="off"
    >
      {formFields(resource, action).map((field) => {
        const locked =
          (action === "edit" && field.lockedOnEdit === true) ||
          Object.hasOwn(resource.fixedFilter ?? {}, field.dataIndex);
        const item = (
          <Form.Item
            key={field.dataIndex}
            label={field.title}
            name={field.dataIndex}
            rules={rulesFor(field, action)}
            dependencies={field.dependencies}
            // Rules may ask to run on blur only (a server-side uniqueness check).
            validateTrigger={["onChange", "onBlur"]}
            validateFirst
            {...valueProps(field)}
          >
            {fieldControl(field, "form", locked)}
          </Form.Item>
        );
        const { showWhen } = field;
        if (!showWhen) return item;
        // Re-evaluated on every change; a hidden field is unmounted, so its rules do not run.
        return (
          <Form.Item key={field.dataIndex} noStyle shouldUpdate>
            {({ getFieldsValue }) => (showWhen(getFieldsValue(true)) ? item : null)}
          </Form.Item>
        );
      })}
    </Form>
  );
}
