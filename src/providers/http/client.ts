/**
 * The one HTTP client of the web app (spec 1 §7, §8; reference §1.1, FE/utils/request.js + FE/api/manage.js).
 * Pages never call axios: they go through the providers, which go through this module.
 */
export * from "./actions";
export * from "./error-catalogue";
export * from "./files";
export * from "./instance";
