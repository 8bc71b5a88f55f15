import type { NotificationInstance } from "antd/es/notification/interface";

type Call = (api: NotificationInstance) => void;

/**
 * A notification API whose antd machinery loads on its first use: calls made before it is there are kept
 * and shown, in order, once it is attached.
 */
export function createLazyNotice(onFirstUse: () => void): {
  api: NotificationInstance;
  attach: (real: NotificationInstance) => void;
} {
  let target: NotificationInstance | null = null;
  const queue: Call[] = [];
  const call = (fn: Call) => {
    if (target) {
      fn(target);
      return;
    }
    queue.push(fn);
    if (queue.length === 1) onFirstUse();
  };
  const api: NotificationInstance = {
    success: (args) => call((real) => real.success(args)),
    error: (args) => call((real) => real.error(args)),
    info: (args) => call((real) => real.info(args)),
    warning: (args) => call((real) => real.warning(args)),
    open: (args) => call((real) => real.open(args)),
    destroy: (key) => call((real) => real.destroy(key)),
  };
  const attach = (real: NotificationInstance) => {
    target = real;
    for (const fn of queue.splice(0)) fn(real);
  };
  return { api, attach };
}
