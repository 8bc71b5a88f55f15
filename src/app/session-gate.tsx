import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { authProvider, logoutSession } from "@/providers/auth-provider";
import { useSession } from "@/providers/session";
import { fullNavigation } from "./full-navigation";
import { decideGuard, isLightShellPath } from "./guard";
import type { MenuNode } from "./menu-types";
import { PageLoading } from "./page-loading";

/**
 * The navigation guard for the app (spec 1 §2.4): without a token to the login page with the full path as
 * `redirect`; with one, the permissions are loaded once, then the routes render. The light shell's pages
 * are reached with a full page load.
 */
export function SessionGate({ children }: { children: (menu: readonly MenuNode[]) => ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const menu = useSession((s) => s.permissionList);
  const loading = useRef(false);

  const decision = decideGuard({
    pathname,
    search,
    hasToken: Boolean(token),
    permissionsLoaded: menu.length > 0,
  });

  useEffect(() => {
    const go = (to: string) => {
      if (isLightShellPath(to)) fullNavigation.replace(to);
      else navigate(to, { replace: true });
    };
    if (decision.kind === "redirect") {
      go(decision.to);
      return;
    }
    if (decision.kind !== "load" || loading.current) return;
    loading.current = true;
    const here = `${pathname}${search}`;
    Promise.resolve(authProvider.getPermissions?.())
      .then(() => {
        if (decision.next !== here) go(decision.next);
      })
      .catch(async () => {
        await logoutSession();
        fullNavigation.replace(decision.onFailure);
      })
      .finally(() => {
        loading.current = false;
      });
  }, [decision, navigate, pathname, search]);

  if (decision.kind !== "allow") return <PageLoading />;
  return children(menu);
}
