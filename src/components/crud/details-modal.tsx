import { FullscreenExitOutlined, FullscreenOutlined } from "@ant-design/icons";
import { Button, Descriptions, Modal } from "antd";
import { type ReactNode, useState } from "react";
import { buildColumns } from "./columns";
import { detailFields } from "./fields";
import type { CrudRecord, ResourceDecl } from "./types";

/** The original's details modal: 详细信息, width 1200, fullscreen switch, 3 columns. */
export default function DetailsModal({
  resource,
  record,
  onClosed,
}: {
  resource: ResourceDecl;
  record: CrudRecord;
  onClosed: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const fields = detailFields(resource);
  // Cells render as in the list (dictionary texts, tags), from the same declaration.
  const columns = buildColumns({ ...resource, fields: fields.map((f) => ({ ...f, list: true })) }, []);
  const Extra = resource.details?.extra;
  const title = (
    <span style={{ display: "flex", justifyContent: "space-between", paddingRight: 32 }}>
      详细信息
      <Button
        type="text"
        size="small"
        aria-label={fullscreen ? "退出全屏" : "全屏"}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => setFullscreen((on) => !on)}
      />
    </span>
  );
  return (
    <Modal
      open={open}
      title={title}
      width={fullscreen ? "100%" : (resource.details?.width ?? 1200)}
      style={fullscreen ? { top: 0, maxWidth: "100vw", paddingBottom: 0 } : undefined}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      footer={<Button onClick={() => setOpen(false)}>关闭</Button>}
    >
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        {fields.map((field, index) => (
          <Descriptions.Item key={field.dataIndex} label={field.title}>
            {columns[index]?.render?.(record[field.dataIndex], record, index) as ReactNode}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {Extra && <Extra record={record} />}
    </Modal>
  );
}
