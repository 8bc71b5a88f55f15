import { Empty } from "antd";

/** What a list without rows shows, as antd's table does. */
export default function ListEmpty() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
}
