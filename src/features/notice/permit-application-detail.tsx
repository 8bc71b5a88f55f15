import { type HttpError, useOne } from "@refinedev/core";
import { Alert, Button, Modal, Spin } from "antd";
import { useState } from "react";
import DetailsModal from "@/components/crud/details-modal";
import type { CrudRecord } from "@/components/crud/types";
import { applicationResource } from "@/features/permit/application-resource";
import type { ComponentViewProps } from "./component-views";

/**
 * permit/ApplicationDetail: the permit application a message is about, read-only, as the application
 * list's 详情 shows it (with its approval history). Read through refine among the applications, so it
 * shows the current status.
 */
export default function PermitApplicationDetail({ id, onClosed }: ComponentViewProps) {
  const { query } = useOne<CrudRecord, HttpError>({
    resource: applicationResource.name,
    id,
    meta: { api: { queryById: applicationResource.api.queryById } },
    errorNotification: false,
  });
  const record = query.data?.data;
  if (record) return <DetailsModal resource={applicationResource} record={record} onClosed={onClosed} />;
  return (
    <Pending error={query.isError ? query.error.message || "通行证申请加载失败" : null} onClosed={onClosed} />
  );
}

function Pending({ error, onClosed }: { error: string | null; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="详细信息"
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      footer={<Button onClick={() => setOpen(false)}>关闭</Button>}
    >
      {error ? (
        <Alert type="warning" showIcon message={error} />
      ) : (
        <Spin tip="加载中…">
          <div style={{ height: 80 }} />
        </Spin>
      )}
    </Modal>
  );
}
