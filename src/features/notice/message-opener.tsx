import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { componentView } from "./component-views";
import { anntIdOf, type MessageItem, useMarkRead } from "./notice-api";

const NoticeModal = lazy(() => import("./notice-modal"));

/**
 * Opening a message marks it read (the lists of every tab reload) and shows it: the page its `openPage`
 * names for `component` messages, with `busId` as the record, else the notice modal.
 */
export function useMessageOpener(): { open: (item: MessageItem) => void; dialog: ReactNode } {
  const markRead = useMarkRead();
  const [shown, setShown] = useState<MessageItem | null>(null);
  const open = useCallback(
    (item: MessageItem) => {
      void markRead(anntIdOf(item));
      setShown(item);
    },
    [markRead],
  );
  const close = useCallback(() => setShown(null), []);
  return { open, dialog: shown ? <MessageDialog item={shown} onClosed={close} /> : null };
}

function MessageDialog({ item, onClosed }: { item: MessageItem; onClosed: () => void }) {
  const View = item.openType === "component" && item.busId ? componentView(item.openPage) : undefined;
  return (
    <Suspense fallback={null}>
      {View && item.busId ? (
        <View id={item.busId} onClosed={onClosed} />
      ) : (
        <NoticeModal item={item} onClosed={onClosed} />
      )}
    </Suspense>
  );
}
