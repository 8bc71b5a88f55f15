import type { SelectProps } from "antd/es/select";
import { lazyComponent } from "@/components/crud/lazy-component";
import { ClosedSelect, loadSelect } from "./first-paint-select";

/**
 * antd's Select, loaded when it is first drawn, for selects that only show on a user's action (the menu
 * search, a dialog's select) and so need not be in the first download; the first-paint select's closed
 * look, inert, holds its place for that moment.
 */
export const LazySelect = lazyComponent<SelectProps>(
  async () => ({ default: await loadSelect() }),
  (props) => <ClosedSelect {...props} />,
);
