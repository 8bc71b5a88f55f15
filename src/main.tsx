import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { isLightShellPath } from "@/components/shell/guard";
import { PageLoading } from "./app/page-loading";

// The login and public pages load a light shell without refine; everything else loads the full app.
const Shell = lazy(
  isLightShellPath(window.location.pathname)
    ? () => import("./app/login-shell")
    : () => import("./app/app-shell"),
);

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={<PageLoading />}>
        <Shell />
      </Suspense>
    </StrictMode>,
  );
}
