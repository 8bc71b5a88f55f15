import { useEffect, useState, useSyncExternalStore } from "react";

/** Below 1088 px the app is "mobile" with the sidebar closed (below 768 px as well). */
export const DESKTOP_MIN_WIDTH = 1088;
export const HEADER_HIDE_AFTER = 100;

export type Device = "desktop" | "mobile";

export function deviceFor(width: number): Device {
  return width < DESKTOP_MIN_WIDTH ? "mobile" : "desktop";
}

/**
 * Decided from the window's width itself: a `max-width: 1087.99px` media query matches at exactly 1088 px
 * in Chromium, which rounds media-query lengths to 1/64 px.
 */
function subscribe(listener: () => void): () => void {
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
}

const snapshot = (): Device => deviceFor(window.innerWidth);

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The fixed header hides while scrolling down past 100 px and shows again on the way up. */
export function headerHidden(previousY: number, y: number, wasHidden: boolean): boolean {
  if (y <= HEADER_HIDE_AFTER) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden((was) => headerHidden(last, y, was));
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled]);
  return enabled && hidden;
}
