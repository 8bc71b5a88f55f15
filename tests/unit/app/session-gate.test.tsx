import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionGate } from "@/app/session-gate";
import type { MenuNode } from "@/components/shell/menu-types";
import { session } from "@/providers/session";

const auth = vi.hoisted(() => ({ getPermissions: vi.fn(), logoutSession: vi.fn() }));
vi.mock("@/providers/auth-provider", () => ({
  authProvider: { getPermissions: auth.getPermissions },
  logoutSession: auth.logoutSession,
}));
const navigation = vi.hoisted(() => ({ assign: vi.fn(), replace: vi.fn() }));
vi.mock("@/components/shell/full-navigation", () => ({ fullNavigation: navigation }));

const menu: MenuNode[] = [
  { path: "/isystem/user", component: "system/UserList", meta: { title: "用户管理" } },
];

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}

function renderGate(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <SessionGate>
        {() => (
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        )}
      </SessionGate>
      <span data-testid="menu-size">{session.getSnapshot().permissionList.length}</span>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  session.set({ token: "", permissionList: [] });
});

describe("session gate", () => {
  it("sends a visitor without a token to /user/login with the full path, by a full page load", async () => {
    renderGate("/isystem/user?page=2");
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        `/user/login?redirect=${encodeURIComponent("/isystem/user?page=2")}`,
      ),
    );
    expect(screen.queryByTestId("where")).not.toBeInTheDocument();
  });

  it("loads the permissions once, then shows the requested page", async () => {
    session.set({ token: "t" });
    auth.getPermissions.mockImplementation(async () => {
      session.set({ permissionList: menu });
      return { menu, auth: [], allAuth: [], sysSafeMode: false };
    });
    renderGate("/isystem/user");
    expect(await screen.findByTestId("where")).toHaveTextContent("/isystem/user");
    expect(auth.getPermissions).toHaveBeenCalledTimes(1);
  });

  it("goes to the redirect query after loading", async () => {
    session.set({ token: "t" });
    auth.getPermissions.mockImplementation(async () => {
      session.set({ permissionList: menu });
      return { menu };
    });
    renderGate(`/dashboard/analysis?redirect=${encodeURIComponent("/isystem/user?x=1")}`);
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/isystem/user?x=1"));
  });

  it("logs out and goes to the login page with the full path when loading fails", async () => {
    session.set({ token: "t" });
    auth.getPermissions.mockRejectedValue(
      new Error("getPermissionList: permissions must be a non-null array !"),
    );
    renderGate("/isystem/user?page=3");
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        `/user/login?redirect=${encodeURIComponent("/isystem/user?page=3")}`,
      ),
    );
    expect(auth.logoutSession).toHaveBeenCalled();
  });
});
