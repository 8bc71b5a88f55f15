import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { NoticeContext } from "@/components/shell/notice-context";
import { setHttpUi } from "@/providers/http/client";
import { createLazyNotice } from "./lazy-notice";

const LightNoticeHost = lazy(() => import("./light-notice-host"));

const silent = { error: () => undefined, loading: () => undefined };

/**
 * The light shell's root: notifications only, loaded with antd on the first one. antd's <App> would also
 * bring the modal and message machinery, and the login page draws no antd component, so neither antd's
 * styles engine nor its notifications belong to its first load; pages that use antd wrap themselves in
 * AntdScope.
 */
export function LightRoot({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [notice] = useState(() => createLazyNotice(() => setWanted(true)));
  useEffect(() => {
    // The HTTP client's error catalogue on these pages needs notifications only (no session to expire).
    setHttpUi({ notification: notice.api, modal: silent, message: silent });
    return () => setHttpUi(null);
  }, [notice]);
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <LightNoticeHost onReady={notice.attach} />
        </Suspense>
      )}
      <NoticeContext.Provider value={notice.api}>{children}</NoticeContext.Provider>
    </>
  );
}
