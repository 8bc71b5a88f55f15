import type { ComponentType } from "react";
import LoginPage from "@/pages/login/login-page";

/**
 * Pages of the light shell by path (lower case). Registration, the alteration flow and the public pass
 * cards join here when they are built; until then their whitelisted paths show the light 404.
 */
export const LIGHT_VIEWS: Readonly<Record<string, ComponentType>> = {
  "/user/login": LoginPage,
};
