import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";
import LoginPage from "@/features/login/login-page";

type LightView = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * A page drawn with antd components, loaded with antd's zh-CN and theme scope around it; the login page
 * draws none and stays without them.
 */
function withAntd(load: () => Promise<{ default: ComponentType }>): LightView {
  return lazy(async () => {
    const [{ default: View }, { AntdScope }] = await Promise.all([
      load(),
      import("@/components/shell/antd-scope"),
    ]);
    return { default: () => createElement(AntdScope, null, createElement(View)) };
  });
}

// The pass cards load on their own: a gate guard's phone fetches only the card code.
const card = (name: "PassCardVehicle" | "PassCardSpecial" | "PassCardVisitor" | "PassCardPreview") =>
  withAntd(async () => ({ default: (await import("@/features/pass-card/pass-card-page"))[name] }));

// The print view of a permit, opened from the list with a print ticket.
const PermitPrintPage = withAntd(async () => ({
  default: (await import("@/features/pass-card/print-page")).PermitPrintPage,
}));

// Registration, the alteration flow and the OAuth2 page load on demand; the login page stays small.
const RegisterPage = withAntd(() => import("@/features/register/register-page"));
const RegisterResultPage = withAntd(() => import("@/features/register/register-result-page"));
const AlterationPage = withAntd(() => import("@/features/register/alteration-page"));
const OAuth2LoginPage = withAntd(() => import("@/features/login/oauth2-login-page"));

/** Unknown or not yet available pages of the light shell. */
export const LightNotFound = withAntd(async () => ({
  default: (await import("./light-not-found")).LightNotFound,
}));

/** Pages of the light shell by path (lower case). */
export const LIGHT_VIEWS: Readonly<Record<string, LightView>> = {
  "/user/login": LoginPage,
  "/user/register": RegisterPage,
  "/user/register-result": RegisterResultPage,
  "/user/alteration": AlterationPage,
  "/oauth2-app/login": OAuth2LoginPage,
  "/public/passcard": card("PassCardVehicle"),
  "/public/passcardtez": card("PassCardSpecial"),
  "/public/passcardtest": card("PassCardPreview"),
  "/public/passcardfk": card("PassCardVisitor"),
  "/public/permitprint": PermitPrintPage,
};
