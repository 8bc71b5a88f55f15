/**
 * Stands in for antd's modal hook inside antd's App (vite.config.ts, antdParts), so that the dialog
 * code loads with the first `modal.confirm` (or info, …) rather than with the shell. The API is the
 * hook's own: a call made before the code is there opens its dialog once it is, and its instance's
 * destroy, update and then act on that dialog.
 */
import type { HookAPI } from "antd/es/modal/useModal";
import { type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from "react";

type Kind = keyof HookAPI;
type Instance = ReturnType<HookAPI[Kind]>;
type UseModal = () => readonly [HookAPI, ReactElement];

const KINDS: readonly Kind[] = ["info", "success", "error", "warning", "confirm"];

/** The real hook's holder, which hands its API on once its dialogs have somewhere to render. */
function RealHolder({ useReal, onApi }: { useReal: UseModal; onApi: (api: HookAPI) => void }) {
  const [api, holder] = useReal();
  useEffect(() => onApi(api), [api, onApi]);
  return holder;
}

/** Nothing until the real hook has loaded. */
function Holder({ useReal, onApi }: { useReal: UseModal | null; onApi: (api: HookAPI) => void }) {
  return useReal && <RealHolder useReal={useReal} onApi={onApi} />;
}

/**
 * An instance whose dialog opens when the real hook is there. The real instance travels in a box: being
 * a thenable, a promise would otherwise wait for its dialog to close and hand on the answer instead.
 */
function deferred(opened: Promise<{ instance: Instance }>): Instance {
  let real: Instance | null = null;
  const later = (act: (instance: Instance) => void) => {
    if (real) act(real);
    else
      opened.then(
        ({ instance }) => act(instance),
        () => undefined,
      );
  };
  opened.then(
    ({ instance }) => {
      real = instance;
    },
    () => undefined,
  );
  return {
    destroy: () => later((instance) => instance.destroy()),
    update: (config) => later((instance) => instance.update(config)),
    // biome-ignore lint/suspicious/noThenProperty: antd's modal instances are thenables, resolved on OK or cancel.
    then: (resolve, reject) => opened.then(({ instance }) => instance.then(resolve, reject)),
  };
}

export default function useModal(): readonly [HookAPI, ReactElement] {
  const [useReal, setUseReal] = useState<UseModal | null>(null);
  const real = useRef<HookAPI | null>(null);
  const waiting = useRef<((api: HookAPI) => void)[]>([]);
  const loading = useRef<Promise<unknown> | null>(null);

  const onApi = useCallback((api: HookAPI) => {
    real.current = api;
    for (const open of waiting.current.splice(0)) open(api);
  }, []);

  const api = useMemo(() => {
    const ready = () =>
      new Promise<HookAPI>((resolve, reject) => {
        waiting.current.push(resolve);
        loading.current ??= import("antd/es/modal/useModal").then((m) => setUseReal(() => m.default));
        loading.current.catch((error: unknown) => {
          loading.current = null;
          reject(error);
        });
      });
    const open =
      (kind: Kind): HookAPI[Kind] =>
      (config) =>
        real.current
          ? real.current[kind](config)
          : deferred(ready().then((api) => ({ instance: api[kind](config) })));
    return Object.fromEntries(KINDS.map((kind) => [kind, open(kind)])) as HookAPI;
  }, []);

  return [api, <Holder key="modal-holder" useReal={useReal} onApi={onApi} />] as const;
}
