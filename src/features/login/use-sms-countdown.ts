import { useCallback, useEffect, useState } from "react";
import { SMS_COUNTDOWN } from "@/providers/login-ways";

/** Seconds left before another SMS code may be asked for; `start` begins the 60 s countdown. */
export function useSmsCountdown(): { left: number; start: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(SMS_COUNTDOWN), []);
  return { left, start };
}
