import { BellOutlined } from "@ant-design/icons";
import { Alert, Badge, Button, Empty, Popover, Spin, Tabs } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useDevice } from "@/components/layout/use-device";
import { MY_MESSAGES_PATH } from "@/components/shell/fixed-routes";
import "./notice.css";
import { useMessageOpener } from "./message-opener";
import { type MessageItem, useBell, useMessageEvents } from "./notice-api";
import { PriorityTag } from "./priority-tag";

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

/**
 * The header's bell (the original's HeaderNotice): the unread count, and a popover of the newest unread
 * 通知 and 系统消息. It reloads on every push, and every 6 s while push is down.
 */
export function HeaderNotice({ dark = false }: { dark?: boolean }) {
  const device = useDevice();
  useMessageEvents();
  const { bell, loading, error } = useBell();
  const { open, dialog } = useMessageOpener();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const notices = bell?.anntMsgTotal ?? 0;
  const system = bell?.sysMsgTotal ?? 0;
  const total = notices + system;

  const openItem = (item: MessageItem) => {
    setShown(false);
    open(item);
  };
  const content = (
    <section style={{ width: "min(320px, calc(100vw - 24px))" }} aria-label="消息通知">
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
              children: <MessageList items={bell?.anntMsgList ?? []} onOpen={openItem} />,
            },
            {
              key: "2",
              label: `系统消息(${system})`,
              children: <MessageList items={bell?.sysMsgList ?? []} onOpen={openItem} />,
            },
          ]}
        />
      </Spin>
      <Button
        type="link"
        block
        onClick={() => {
          setShown(false);
          navigate(MY_MESSAGES_PATH);
        }}
      >
        查看更多
      </Button>
    </section>
  );

  return (
    <>
      <Popover
        trigger="click"
        // On a phone the bell sits mid-header: a popover aligned to its right edge would leave the screen.
        placement={device === "mobile" ? "bottom" : "bottomRight"}
        open={shown}
        onOpenChange={setShown}
        content={content}
        rootClassName="notice-popover"
      >
        <Button
          type="text"
          aria-label={total > 0 ? `消息通知，${total}条未读` : "消息通知"}
          style={{ color: dark ? "rgba(255,255,255,0.85)" : undefined }}
          icon={
            <Badge count={total} size="small" offset={[4, -2]}>
              <BellOutlined style={{ fontSize: 16, color: dark ? "rgba(255,255,255,0.85)" : undefined }} />
            </Badge>
          }
        />
      </Popover>
      {dialog}
    </>
  );
}
