/** The providers: the only seams between the web app and the server. */
export { type AppConfig, appConfig } from "../app-config";
export * from "./access-control";
export * from "./auth-provider";
export * from "./data-provider";
export * from "./dict";
export * from "./http/client";
export { getSign, signHeaders, signTimestamp } from "./http/sign";
export * from "./i18n";
export * from "./session";
export * from "./storage";
