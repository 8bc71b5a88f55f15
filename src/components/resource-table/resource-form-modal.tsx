import { useModalForm } from "@refinedev/antd";
import type { BaseKey, BaseRecord, HttpError } from "@refinedev/core";
import { Form, Modal } from "antd";
import type { ReactNode } from "react";
import { errorNotice, successNotice, TEXT } from "@/components/crud/notices";

export interface ResourceFormModalProps<V extends object> {
  /** The refine resource whose lists reload after a save. */
  resource: string;
  /** The add and edit paths under the API prefix. */
  api: { add: string; edit: string };
  /** The id of the record to edit; without it the dialog adds a record. */
  id?: BaseKey;
  /** The form's start: the row being edited, or a new record's defaults. */
  initialValues?: Partial<V>;
  /** Values every save carries (its parent's id). */
  fixedValues?: Partial<V>;
  title: ReactNode;
  /** The antd form name (field ids). */
  name: string;
  width?: number;
  /** Called once the dialog has finished closing, saved or cancelled. */
  onClosed: () => void;
  children: ReactNode;
}

/**
 * Adds or edits one record of a resource in a dialog through refine's `useModalForm`: 确定 validates and
 * saves, the dialog closes on success, and every list of the resource reloads. The row being edited is the
 * form's start (no second read). A click beside the dialog keeps the input.
 */
export function ResourceFormModal<V extends object>({
  resource,
  api,
  id,
  initialValues,
  fixedValues,
  title,
  name,
  width,
  onClosed,
  children,
}: ResourceFormModalProps<V>) {
  const editing = id !== undefined && id !== "";
  const { modalProps, formProps, form, formLoading } = useModalForm<BaseRecord, HttpError, V>({
    resource,
    action: editing ? "edit" : "create",
    id,
    meta: { api },
    queryOptions: { enabled: false },
    defaultVisible: true,
    redirect: false,
    syncWithLocation: false,
    successNotification: successNotice(editing ? TEXT.edited : TEXT.created),
    errorNotification: errorNotice,
  });
  const onFinish = (values: V) => {
    // A failed save keeps the dialog open; its message has been shown.
    void Promise.resolve(formProps.onFinish?.({ ...values, ...fixedValues })).catch(() => undefined);
  };
  return (
    <Modal
      {...modalProps}
      title={title}
      width={width ?? 520}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: formLoading, disabled: formLoading }}
      onOk={() => form.submit()}
      forceRender={false}
      maskClosable={false}
      afterClose={onClosed}
    >
      <Form<V>
        {...formProps}
        name={name}
        layout="vertical"
        autoComplete="off"
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
      </Form>
    </Modal>
  );
}
