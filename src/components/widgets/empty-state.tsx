import { Empty } from "antd";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  /** antd's 暂无数据 unless given. */
  description?: ReactNode;
}

/** antd's simple empty state, as tables draw it. */
export default function EmptyState({ description }: EmptyStateProps) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
