import { type RefObject, useEffect, useRef, useState } from "react";

export interface Size {
  width: number;
  height: number;
}

/**
 * The size of an element, followed as it changes (window, side menu, tab switch). Without
 * ResizeObserver (tests in jsdom) the element's own size, or a plain 600 × 300.
 */
export function useSize<T extends HTMLElement>(): [RefObject<T | null>, Size] {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () =>
      setSize((old) => {
        const width = element.clientWidth || (typeof ResizeObserver === "undefined" ? 600 : 0);
        const height = element.clientHeight || (typeof ResizeObserver === "undefined" ? 300 : 0);
        return old.width === width && old.height === height ? old : { width, height };
      });
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
