import { act, render } from "@testing-library/react";
import { Form, type FormInstance, type FormRule, Input } from "antd";

interface ProbeProps {
  rules: FormRule[];
  value: unknown;
  others: Record<string, unknown>;
  validateFirst: boolean;
  onForm: (form: FormInstance) => void;
}

function Probe({ rules, value, others, validateFirst, onForm }: ProbeProps) {
  const [instance] = Form.useForm();
  onForm(instance);
  return (
    <Form form={instance} initialValues={{ ...others, field: value }}>
      <Form.Item name="field" rules={rules} validateFirst={validateFirst}>
        <Input />
      </Form.Item>
      {Object.keys(others).map((name) => (
        <Form.Item key={name} name={name}>
          <Input />
        </Form.Item>
      ))}
    </Form>
  );
}

/**
 * Runs `rules` through antd's own Form validation and answers the error messages for `value`
 * (`others` fills sibling fields such as the password a confirmation is compared with). `validateFirst`
 * stops at the first failure, as the CRUD kit's forms do.
 */
export async function validate(
  rules: FormRule[],
  value: unknown,
  others: Record<string, unknown> = {},
  validateFirst = false,
) {
  let form: FormInstance | undefined;
  const view = render(
    <Probe
      rules={rules}
      value={value}
      others={others}
      validateFirst={validateFirst}
      onForm={(instance) => {
        form = instance;
      }}
    />,
  );
  let errors: string[] = [];
  await act(async () => {
    try {
      await form?.validateFields(["field"]);
    } catch (failure) {
      const fields = (failure as { errorFields?: { errors: string[] }[] }).errorFields ?? [];
      errors = fields.flatMap((field) => field.errors);
    }
  });
  view.unmount();
  return errors;
}
