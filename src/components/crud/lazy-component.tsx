import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from "react";

function Suspended<P extends object>({
  inner,
  props,
  fallback,
}: {
  inner: LazyExoticComponent<ComponentType<P>>;
  props: P;
  fallback?: (props: P) => ReactNode;
}) {
  return <Suspense fallback={fallback ? fallback(props) : null}>{createElement(inner, props)}</Suspense>;
}

/**
 * A component whose code loads when it is first drawn: for the dialogs, drawers and form parts a
 * resource declares, which the list page itself does not draw, and for the widgets of field types a list
 * rarely has, so their libraries stay out of the app's first load. Nothing shows for that moment, or the
 * `fallback`, which should take the loaded component's size so that nothing moves when it comes.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback?: (props: P) => ReactNode,
): ComponentType<P> {
  const inner = lazy(load);
  return (props: P) => createElement(Suspended<P>, { inner, props, fallback });
}
