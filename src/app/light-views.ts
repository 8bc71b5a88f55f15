import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import LoginPage from "@/features/login/login-page";

type LightView = ComponentType | LazyExoticComponent<ComponentType>;

// The pass cards load on their own: a gate guard's phone fetches only the card code.
const card = (name: "PassCardVehicle" | "PassCardSpecial" | "PassCardVisitor" | "PassCardPreview") =>
  lazy(async () => ({ default: (await import("@/features/pass-card/pass-card-page"))[name] }));

// The print view of a permit, opened from the list with a print ticket.
const PermitPrintPage = lazy(async () => ({
  default: (await import("@/features/pass-card/print-page")).PermitPrintPage,
}));

// Registration, the alteration flow and the OAuth2 page load on demand; the login page stays small.
const RegisterPage = lazy(() => import("@/features/register/register-page"));
const RegisterResultPage = lazy(() => import("@/features/register/register-result-page"));
const AlterationPage = lazy(() => import("@/features/register/alteration-page"));
const OAuth2LoginPage = lazy(() => import("@/features/login/oauth2-login-page"));

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
