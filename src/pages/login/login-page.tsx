import { lazy, Suspense, useState } from "react";
import { fullNavigation } from "@/app/full-navigation";
import { afterLoginTarget } from "@/app/guard";
import { markWelcome } from "@/app/welcome";
import { UserLayout } from "@/components/layout/user-layout";
import { type LoginResult, logoutSession } from "@/providers/auth-provider";
import { AccountLoginForm } from "./account-login-form";

// Needed only after a login that requires a new password; kept out of the login page's first load.
const ForcedPasswordChange = lazy(() => import("./forced-password-change"));

const card = {
  width: "100%",
  maxWidth: 400,
  padding: "32px 32px 24px",
  background: "#fff",
  borderRadius: 8,
  boxShadow: "0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)",
  boxSizing: "border-box",
} as const;

/** The app is another bundle, so entering it is a full page load; the app greets the user when it starts. */
function enterApp() {
  markWelcome();
  fullNavigation.assign(afterLoginTarget(window.location.search));
}

export default function LoginPage() {
  const [mustChange, setMustChange] = useState<LoginResult | null>(null);

  const onLoggedIn = (result: LoginResult) => {
    if (result.needChangePassword) setMustChange(result);
    else enterApp();
  };

  const giveUp = async () => {
    await logoutSession();
    setMustChange(null);
  };

  return (
    <UserLayout>
      <section style={card} aria-labelledby="login-title">
        <h2
          id="login-title"
          style={{ margin: "0 0 24px", fontSize: 18, fontWeight: 600, textAlign: "center" }}
        >
          账号密码登录
        </h2>
        <AccountLoginForm onLoggedIn={onLoggedIn} />
      </section>
      {mustChange && (
        <Suspense fallback={null}>
          <ForcedPasswordChange
            username={String(mustChange.userInfo?.username ?? "")}
            onDone={enterApp}
            onCancel={giveUp}
            cancelText="退出登录"
          />
        </Suspense>
      )}
    </UserLayout>
  );
}
