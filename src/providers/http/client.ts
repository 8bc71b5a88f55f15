/**
 * The one HTTP client of the web app (the original's FE/utils/request.js + FE/api/manage.js).
 * Pages never call it: they go through the providers, which go through this module.
 */
export * from "./actions";
export * from "./error-catalogue";
export * from "./files";
export * from "./instance";
export { HttpRequestError, isCancelled, isHttpRequestError } from "./transport";
