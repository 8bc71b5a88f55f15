import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import LoginPage from "@/pages/login/login-page";

type LightView = ComponentType | LazyExoticComponent<ComponentType>;

// The pass cards load on their own: a gate guard's phone fetches only the card code.
const card = (name: "PassCardVehicle" | "PassCardSpecial" | "PassCardVisitor" | "PassCardPreview") =>
  lazy(async () => ({ default: (await import("@/pages/public/pass-card-page"))[name] }));

/**
 * Pages of the light shell by path (lower case). Registration and the alteration flow join here when
 * they are built; until then their whitelisted paths show the light 404.
 */
export const LIGHT_VIEWS: Readonly<Record<string, LightView>> = {
  "/user/login": LoginPage,
  "/public/passcard": card("PassCardVehicle"),
  "/public/passcardtez": card("PassCardSpecial"),
  "/public/passcardtest": card("PassCardPreview"),
  "/public/passcardfk": card("PassCardVisitor"),
};
