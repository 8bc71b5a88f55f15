import { lazyComponent } from "@/components/crud/lazy-component";
import type { EmptyStateProps } from "./empty-state";

/** The height of antd's simple empty state, kept while its code loads. */
const EMPTY_HEIGHT = 134;

/**
 * antd's simple empty state, whose code loads when the first is drawn: lists and charts with data, as the
 * first screens mostly are, never draw one.
 */
export const LazyEmpty = lazyComponent<EmptyStateProps>(
  () => import("./empty-state"),
  () => <div style={{ height: EMPTY_HEIGHT }} />,
);
