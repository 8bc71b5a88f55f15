import { Alert, Button, Empty, Spin, Tabs } from "antd";
import type { BellState, MessageItem } from "./notice-api";
import { PriorityTag } from "./priority-tag";

/** Not wider than a phone's screen. */
const PANEL_WIDTH = "min(320px, calc(100vw - 24px))";

function MessageList({ items, onOpen }: { items: MessageItem[]; onOpen: (item: MessageItem) => void }) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />;
  return (
    <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="notice-item" onClick={() => onOpen(item)}>
            <span className="notice-item-title">
              <span>{item.titile}</span>
              <PriorityTag priority={item.priority} />
            </span>
            <span className="notice-item-time">发布时间：{item.sendTime ?? ""}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The bell's popover: the newest unread 通知 and 系统消息 in two tabs, and 查看更多. */
export function NoticePanel({
  bell,
  loading,
  error,
  onOpen,
  onMore,
}: BellState & { onOpen: (item: MessageItem) => void; onMore: () => void }) {
  const notices = bell?.anntMsgTotal ?? 0;
  const system = bell?.sysMsgTotal ?? 0;
  return (
    <section style={{ width: PANEL_WIDTH }} aria-label="消息通知">
      {error && (
        <Alert type="warning" showIcon message={error.message || "消息加载失败"} style={{ marginTop: 8 }} />
      )}
      <Spin spinning={loading}>
        <Tabs
          centered
          items={[
            {
              key: "1",
              label: `通知(${notices})`,
              children: <MessageList items={bell?.anntMsgList ?? []} onOpen={onOpen} />,
            },
            {
              key: "2",
              label: `系统消息(${system})`,
              children: <MessageList items={bell?.sysMsgList ?? []} onOpen={onOpen} />,
            },
          ]}
        />
      </Spin>
      <Button type="link" block onClick={onMore}>
        查看更多
      </Button>
    </section>
  );
}
