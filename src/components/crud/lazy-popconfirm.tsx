import type { PopconfirmProps } from "antd";
import {
  cloneElement,
  isValidElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  useState,
} from "react";

// A list draws a question beside every row's 删除 but asks one only when clicked: antd's Popconfirm loads then.
const Popconfirm = lazy(() => import("antd/es/popconfirm"));

type Trigger = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void; autoFocus?: boolean }>;

/**
 * antd's Popconfirm, loaded with the first question: uncontrolled, the first click on its child loads it
 * and opens it; controlled (`open`), it loads when first opened. Until then the child alone is drawn.
 */
export function LazyPopconfirm({ children, ...props }: PopconfirmProps & { children: Trigger }) {
  const [asked, setAsked] = useState(false);
  // A keyboard user's focus stays on the link when it is drawn again inside the loaded Popconfirm.
  const [hadFocus, setHadFocus] = useState(false);
  const controlled = props.open !== undefined;
  if (!asked && !props.open) {
    if (controlled || !isValidElement(children)) return children;
    return cloneElement(children, {
      onClick: (event: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(event);
        setHadFocus(document.activeElement === event.currentTarget);
        setAsked(true);
      },
    });
  }
  const trigger = hadFocus ? cloneElement(children, { autoFocus: true }) : children;
  return (
    <Suspense fallback={trigger}>
      <Popconfirm defaultOpen={!controlled} {...props}>
        {trigger}
      </Popconfirm>
    </Suspense>
  );
}
