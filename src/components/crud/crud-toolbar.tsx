import { DownOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Dropdown, Space } from "antd";
import type { ReactNode } from "react";

export interface BatchItem {
  key: string;
  label: string;
  onClick: () => void;
}

/** 新增 (when permitted) and the 批量操作 menu above the table. */
export function CrudToolbar({
  canCreate,
  onCreate,
  batchItems,
  extra,
}: {
  canCreate: boolean;
  onCreate: () => void;
  batchItems: BatchItem[];
  /** More buttons after 新增 (导出, 导入). */
  extra?: ReactNode;
}) {
  if (!canCreate && batchItems.length === 0 && !extra) return null;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {canCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          新增
        </Button>
      )}
      {extra}
      {batchItems.length > 0 && (
        <Dropdown
          menu={{
            items: batchItems.map(({ key, label }) => ({ key, label })),
            onClick: ({ key }) => batchItems.find((item) => item.key === key)?.onClick(),
          }}
        >
          <Button>
            批量操作 <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
