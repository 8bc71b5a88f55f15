import { useEffect, useState, useSyncExternalStore } from "react";

/** spec 1 §4 / §9: below 1088 px the app is "mobile" with the sidebar closed (below 768 px as well). */
export const MOBILE_QUERY = "(max-width: 1087.99px)";
export const HEADER_HIDE_AFTER = 100;

export type Device = "desktop" | "mobile";

export function deviceFor(width: number): Device {
  return width < 1088 ? "mobile" : "desktop";
}

function query(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(MOBILE_QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener("change", listener);
  return () => list?.removeEventListener("change", listener);
}

const snapshot = (): Device => (query()?.matches ? "mobile" : deviceFor(window.innerWidth));

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
