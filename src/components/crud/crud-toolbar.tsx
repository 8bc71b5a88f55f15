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
  end,
}: {
  canCreate: boolean;
  onCreate: () => void;
  batchItems: BatchItem[];
  /** More buttons after 新增 (导出, 导入). */
  extra?: ReactNode;
  /** Controls of the table itself (列设置), at the toolbar's right end. */
  end?: ReactNode;
}) {
  if (!canCreate && batchItems.length === 0 && !extra && !end) return null;
  const buttons = (
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
  if (!end) return buttons;
  return (
    <div style={{ display: "flex", alignItems: "flex-start", gap: 8 }}>
      <div style={{ flex: 1, minWidth: 0 }}>{buttons}</div>
      <div style={{ marginBottom: 16 }}>{end}</div>
    </div>
  );
}
