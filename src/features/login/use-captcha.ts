import { useCallback, useEffect, useRef, useState } from "react";
import { captchaImage } from "@/providers/auth-provider";

export interface Captcha {
  /** The `checkKey` the server paired with the shown image. */
  key: string;
  image?: string;
  loading: boolean;
  refresh: () => void;
}

const newKey = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Loads /sys/randomImage/{key} while `enabled`; every refresh uses a new key, as the original does. */
export function useCaptcha(enabled: boolean): Captcha {
  const [key, setKey] = useState(newKey);
  const [image, setImage] = useState<string>();
  const [loading, setLoading] = useState(false);
  const latest = useRef(key);

  useEffect(() => {
    if (!enabled) return;
    latest.current = key;
    setLoading(true);
    captchaImage(key)
      .then((src) => {
        if (latest.current === key) setImage(src);
      })
      .catch(() => {
        if (latest.current === key) setImage(undefined);
      })
      .finally(() => {
        if (latest.current === key) setLoading(false);
      });
  }, [enabled, key]);

  const refresh = useCallback(() => setKey(newKey()), []);
  return { key, image, loading, refresh };
}
