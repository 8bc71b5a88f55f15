import { Tag } from "antd";

/** The original's priority tags: L 一般消息, M 重要消息, H 紧急消息. */
const PRIORITIES: Readonly<Record<string, { text: string; color: string }>> = {
  L: { text: "一般消息", color: "blue" },
  M: { text: "重要消息", color: "orange" },
  H: { text: "紧急消息", color: "red" },
};

export function PriorityTag({ priority }: { priority?: string | null }) {
  const shown = priority ? PRIORITIES[priority] : undefined;
  if (!shown) return null;
  return <Tag color={shown.color}>{shown.text}</Tag>;
}
