import { lazy, type ReactNode, Suspense, useState } from "react";
import { fullNavigation } from "@/components/shell/full-navigation";
import { afterLoginTarget } from "@/components/shell/guard";
import { useNotice } from "@/components/shell/notice-context";
import { markWelcome } from "@/components/shell/welcome";
import { type LoginResult, logoutSession } from "@/providers/auth-provider";
import { NO_DEPART_WARNING, type SelectionNeeds, selectionNeeds } from "./after-login";

// Needed only after some logins; kept out of the login page's first load.
const ForcedPasswordChange = lazy(() => import("./forced-password-change"));
const LoginSelect = lazy(() => import("./login-select"));

/** The app is another bundle, so entering it is a full page load; the app greets the user when it starts. */
function enterApp() {
  markWelcome();
  fullNavigation.assign(afterLoginTarget(window.location.search));
}

type Step =
  | { kind: "password"; result: LoginResult }
  | { kind: "select"; result: LoginResult; needs: SelectionNeeds };

/**
 * What follows every way in: a required password change, then the tenant and department choice when the
 * user has several, then the app.
 */
export function useLoginFinish(): { finish: (result: LoginResult) => void; element: ReactNode } {
  const [step, setStep] = useState<Step | null>(null);
  const notification = useNotice();

  const select = (result: LoginResult) => {
    const needs = selectionNeeds(result);
    if (needs.noDepart)
      notification.warning({ message: "提示", description: NO_DEPART_WARNING, duration: 4 });
    if (needs.chooseDepart || needs.chooseTenant) setStep({ kind: "select", result, needs });
    else enterApp();
  };

  const finish = (result: LoginResult) => {
    if (result.needChangePassword) setStep({ kind: "password", result });
    else select(result);
  };

  const giveUp = async () => {
    await logoutSession();
    setStep(null);
  };

  const username = String(step?.result.userInfo?.username ?? "");
  let element: ReactNode = null;
  if (step?.kind === "password") {
    element = (
      <ForcedPasswordChange
        username={username}
        onDone={() => select(step.result)}
        onCancel={giveUp}
        cancelText="退出登录"
      />
    );
  } else if (step?.kind === "select") {
    element = <LoginSelect needs={step.needs} username={username} onDone={enterApp} onCancel={giveUp} />;
  }
  return { finish, element: element && <Suspense fallback={null}>{element}</Suspense> };
}
