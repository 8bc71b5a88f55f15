import { BellOutlined } from "@ant-design/icons";
import { Badge, Button, Popover, Spin } from "antd";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { useDevice } from "@/components/layout/use-device";
import { MY_MESSAGES_PATH } from "@/components/shell/fixed-routes";
import "./notice.css";
import { useMessageOpener } from "./message-opener";
import { type MessageItem, useBell, useMessageEvents } from "./notice-api";

// The popover's tabs and lists load when the pointer first comes near the bell (or when it opens).
const loadPanel = () => import("./notice-panel");
const NoticePanel = lazy(async () => ({ default: (await loadPanel()).NoticePanel }));
/** The panel's width, as the loaded panel has it. */
const PANEL_WIDTH = "min(320px, calc(100vw - 24px))";

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
  const total = (bell?.anntMsgTotal ?? 0) + (bell?.sysMsgTotal ?? 0);

  const openItem = (item: MessageItem) => {
    setShown(false);
    open(item);
  };
  const content = (
    <Suspense
      fallback={
        <div style={{ width: PANEL_WIDTH, padding: 24, textAlign: "center" }}>
          <Spin />
        </div>
      }
    >
      <NoticePanel
        bell={bell}
        loading={loading}
        error={error}
        onOpen={openItem}
        onMore={() => {
          setShown(false);
          navigate(MY_MESSAGES_PATH);
        }}
      />
    </Suspense>
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
          onPointerEnter={loadPanel}
          onFocus={loadPanel}
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
