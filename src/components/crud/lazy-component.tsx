import { type ComponentType, createElement, type LazyExoticComponent, lazy, Suspense } from "react";

function Suspended<P extends object>({
  inner,
  props,
}: {
  inner: LazyExoticComponent<ComponentType<P>>;
  props: P;
}) {
  return <Suspense fallback={null}>{createElement(inner, props)}</Suspense>;
}

/**
 * A component whose code loads when it is first drawn (nothing shows for that moment): for the dialogs,
 * drawers and form parts a resource declares, which the list page itself does not draw, so their
 * libraries stay out of the app's first load.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const inner = lazy(load);
  return (props: P) => createElement(Suspended<P>, { inner, props });
}
