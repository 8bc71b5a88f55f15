import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** A page a message opens by name (`openType: component`): the record `busId` names, in a dialog. */
export interface ComponentViewProps {
  id: string;
  onClosed: () => void;
}

/** `openPage` → view; each loads on first use. */
const COMPONENT_VIEWS: Readonly<Record<string, LazyExoticComponent<ComponentType<ComponentViewProps>>>> = {
  "permit/ApplicationDetail": lazy(() => import("./permit-application-detail")),
};

export function componentView(
  openPage: string | null | undefined,
): LazyExoticComponent<ComponentType<ComponentViewProps>> | undefined {
  return openPage && Object.hasOwn(COMPONENT_VIEWS, openPage) ? COMPONENT_VIEWS[openPage] : undefined;
}
