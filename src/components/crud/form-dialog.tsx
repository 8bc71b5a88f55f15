import type { UseModalFormReturnType } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Button, Drawer, Modal, Space, Spin } from "antd";
import { useCallback, useRef } from "react";
import { type FormValues, RecordForm } from "./record-form";
import type { CrudRecord, FormAction, FormCollector, ResourceDecl } from "./types";

export type CrudModalForm = UseModalFormReturnType<CrudRecord, HttpError, FormValues>;

/** The add/edit form in a modal or a drawer, as the declaration's form style says. */
export function FormDialog({
  resource,
  action,
  modalForm,
  afterClose,
}: {
  resource: ResourceDecl;
  action: FormAction;
  modalForm: CrudModalForm;
  /** Called once the dialog has finished closing. */
  afterClose: () => void;
}) {
  const { modalProps, formProps, formLoading, form } = modalForm;
  const options = resource.form ?? {};
  const title = action === "create" ? (options.createTitle ?? "新增") : (options.editTitle ?? "编辑");
  const width = options.width ?? 800;
  const okText = options.okText ?? "确定";
  const collectors = useRef(new Set<FormCollector>());
  const collect = useCallback((collector: FormCollector) => {
    collectors.current.add(collector);
    return () => {
      collectors.current.delete(collector);
    };
  }, []);
  const Extra = options.extra;

  /** What the extra section adds to the body; undefined when one of its collectors refused. */
  const collected = async (): Promise<Record<string, unknown> | undefined> => {
    const added: Record<string, unknown> = {};
    try {
      for (const collector of collectors.current) Object.assign(added, await collector());
    } catch {
      return undefined;
    }
    return added;
  };

  const onFinish = async (values: FormValues) => {
    const added = await collected();
    if (!added) return;
    const converted = resource.toRequest ? resource.toRequest(values, action) : values;
    // A variant's new records always carry its fixed values (访客信息 creates visitors only).
    const body =
      action === "create" ? { ...converted, ...added, ...resource.fixedFilter } : { ...converted, ...added };
    // A failed save keeps the dialog open; the error was already shown.
    void Promise.resolve(formProps.onFinish?.(body)).catch(() => undefined);
  };
  const content = (
    <Spin spinning={formLoading}>
      <RecordForm
        resource={resource}
        action={action}
        formProps={{
          ...formProps,
          initialValues:
            action === "create"
              ? { ...options.initialValues, ...resource.fixedFilter }
              : formProps.initialValues,
          onFinish: (values) => void onFinish(values),
        }}
      />
      {Extra && (
        <Extra
          action={action}
          record={action === "edit" ? (formProps.initialValues as CrudRecord | undefined) : undefined}
          collect={collect}
        />
      )}
    </Spin>
  );

  if (options.style === "drawer") {
    const close = () => modalForm.close();
    return (
      <Drawer
        open={modalProps.open}
        title={title}
        width={width}
        onClose={close}
        afterOpenChange={(open) => {
          if (!open) afterClose();
        }}
        extra={
          <Space>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={formLoading} onClick={() => form.submit()}>
              {okText}
            </Button>
          </Space>
        }
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Modal
      {...modalProps}
      okButtonProps={{ loading: formLoading, disabled: formLoading }}
      onOk={() => form.submit()}
      forceRender={false}
      afterClose={afterClose}
      title={title}
      width={width}
      okText={okText}
      cancelText="取消"
      maskClosable={false}
    >
      {content}
    </Modal>
  );
}
