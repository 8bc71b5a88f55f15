import { useEffect, useState } from "react";

/**
 * The latest loaded value, or the one before while a new load is pending or has failed, so a failed load
 * keeps what was shown rather than showing nothing.
 */
export function useLastLoaded<T>(loaded: T | undefined): T | undefined {
  const [last, setLast] = useState(loaded);
  useEffect(() => {
    if (loaded !== undefined) setLast(loaded);
  }, [loaded]);
  return loaded ?? last;
}
