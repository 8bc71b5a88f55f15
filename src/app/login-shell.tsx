import "./antd-setup";
import "antd/dist/reset.css";
import { Suspense, useEffect, useMemo } from "react";
import { fullNavigation } from "@/components/shell/full-navigation";
import {
  decideGuard,
  isOAuth2AppEnv,
  LOGIN_PATH,
  normalizePath,
  OAUTH2_LOGIN_ENABLED,
} from "@/components/shell/guard";
import { ACCESS_TOKEN, ls } from "@/providers/storage";
import { LightRoot } from "./light-root";
import { LIGHT_VIEWS, LightNotFound } from "./light-views";
import { PageLoading } from "./page-loading";

/** "/user" is the login page. */
function currentPath(): string {
  const path = normalizePath(window.location.pathname);
  if (path.toLowerCase() !== "/user") return path;
  window.history.replaceState(null, "", `${LOGIN_PATH}${window.location.search}`);
  return LOGIN_PATH;
}

/**
 * The light shell: login and public pages with React and a few antd parts, no refine. It applies the guard
 * for these paths; targets in the full app are reached with a full page load.
 */
export default function LoginShell() {
  const path = useMemo(currentPath, []);
  const decision = useMemo(
    () =>
      decideGuard({
        pathname: path,
        search: window.location.search,
        hasToken: Boolean(ls.get(ACCESS_TOKEN)),
        // These pages need no menu; only the app loads permissions.
        permissionsLoaded: true,
        oauth2Env: OAUTH2_LOGIN_ENABLED && isOAuth2AppEnv(navigator.userAgent),
      }),
    [path],
  );

  useEffect(() => {
    if (decision.kind === "redirect") fullNavigation.replace(decision.to);
  }, [decision]);

  if (decision.kind === "redirect") return <PageLoading />;
  const View = LIGHT_VIEWS[path.toLowerCase()] ?? LightNotFound;
  return (
    <LightRoot>
      <Suspense fallback={<PageLoading />}>
        <View />
      </Suspense>
    </LightRoot>
  );
}
