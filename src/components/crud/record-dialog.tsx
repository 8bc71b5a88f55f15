import { useModalForm } from "@refinedev/antd";
import type { BaseKey, HttpError } from "@refinedev/core";
import { FormDialog } from "./form-dialog";
import { errorNotice, successNotice, TEXT } from "./notices";
import type { FormValues } from "./record-form";
import type { CrudRecord, FormAction, ResourceDecl } from "./types";

/**
 * The add or edit dialog, mounted while it is open: each opening starts from a fresh form, and the edit
 * form gets its id up front (explicit resource, action and id; nothing is read from the URL).
 */
export default function RecordDialog({
  resource,
  action,
  id,
  meta,
  onClosed,
}: {
  resource: ResourceDecl;
  action: FormAction;
  id?: BaseKey;
  meta: Record<string, unknown>;
  onClosed: () => void;
}) {
  const modalForm = useModalForm<CrudRecord, HttpError, FormValues>({
    resource: resource.name,
    action,
    id,
    meta,
    defaultVisible: true,
    redirect: false,
    syncWithLocation: false,
    successNotification: successNotice(action === "create" ? TEXT.created : TEXT.edited),
    errorNotification: errorNotice,
  });
  return <FormDialog resource={resource} action={action} modalForm={modalForm} afterClose={onClosed} />;
}
