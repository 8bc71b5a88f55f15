import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { fullNavigation } from "@/components/shell/full-navigation";
import { decideGuard, type GuardDecision, isLightShellPath } from "@/components/shell/guard";
import type { MenuNode } from "@/components/shell/menu-types";
import { authProvider, logoutSession } from "@/providers/auth-provider";
import { session, useSession } from "@/providers/session";
import { PageLoading } from "./page-loading";

function decideNow(pathname: string, search: string): GuardDecision {
  const { token, permissionList } = session.getSnapshot();
  return decideGuard({
    pathname,
    search,
    hasToken: Boolean(token),
    permissionsLoaded: permissionList.length > 0,
  });
}

/**
 * The navigation guard for the app: without a token to the login page with the full path as
 * `redirect`; with one, the permissions are loaded once, then the routes render. Like the original's
 * router guard it decides on navigation only: a session that ends in place (401, 登录已过期) keeps the
 * page on screen until its handler reloads, so the message can be read.
 */
export function SessionGate({ children }: { children: (menu: readonly MenuNode[]) => ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = `${pathname}${search}`;
  const [checked, setChecked] = useState(() => ({ at: here, decision: decideNow(pathname, search) }));
  const liveMenu = useSession((s) => s.permissionList);
  const menu = useRef(liveMenu);
  if (liveMenu.length > 0) menu.current = liveMenu;
  const loading = useRef(false);

  let current = checked;
  if (checked.at !== here) {
    current = { at: here, decision: decideNow(pathname, search) };
    setChecked(current);
  }
  const decision = current.decision;

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
    Promise.resolve(authProvider.getPermissions?.())
      .then(() => {
        if (decision.next !== here) go(decision.next);
        else setChecked({ at: here, decision: decideNow(pathname, search) });
      })
      .catch(async () => {
        await logoutSession();
        fullNavigation.replace(decision.onFailure);
      })
      .finally(() => {
        loading.current = false;
      });
  }, [decision, navigate, here, pathname, search]);

  if (decision.kind !== "allow") return <PageLoading />;
  return children(menu.current);
}
