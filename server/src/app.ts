import { existsSync } from "node:fs";
import path from "node:path";
import cors from "@fastify/cors";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { AppConfig } from "./config.ts";
import { registerAuthHook } from "./core/auth-hook.ts";
import { RedisCache } from "./core/cache/redis-cache.ts";
import { withCache } from "./core/cache/watch-writes.ts";
import { rejectNul } from "./core/crud/reject-nul.ts";
import { registerErrorHandler } from "./core/error-handler.ts";
import { answerFrameworkError } from "./core/framework-errors.ts";
import { lazyValidators } from "./core/lazy-validators.ts";
import { fail } from "./core/result.ts";
import { RouteTable } from "./core/route-table.ts";
import { registerSecurityHeaders } from "./core/security-headers.ts";
import type { AppContext, ServerModule } from "./core/server-module.ts";
import { registerTelemetry } from "./core/telemetry/index.ts";
import type { Db } from "./db/client.ts";
import { checkHealth } from "./modules/health/index.ts";
import { modules as registeredModules } from "./modules/index.ts";
import { registerSockets, registerWebsocket } from "./realtime/announcement-socket.ts";

export interface BuildOptions {
  /** replaces the module registry (tests) */
  modules?: readonly ServerModule[];
}

/** JSON bodies above this are refused; file uploads get their own limit in their module. */
export const BODY_LIMIT = 1024 * 1024;

export const NOT_FOUND_MESSAGE = "路径不存在，请检查路径是否正确";
/** How long after listening the validators no request has needed yet start to be compiled. */
const VALIDATORS_AFTER_LISTEN_MS = 1500;

/**
 * The Fastify instance with every module under the API prefix, the Result-envelope error handling,
 * the auth hook, CORS, /health, /config.js and the SPA. Ready, not listening.
 */
export async function buildApp(
  ctx: { db: Db; config: AppConfig },
  opts: BuildOptions = {},
): Promise<FastifyInstance> {
  const { config } = ctx;
  const validators = lazyValidators();
  const app = Fastify({
    schemaController: { compilersFactory: { buildValidator: validators.buildValidator } },
    logger: { level: config.logLevel, serializers: { req: requestLogLine } },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // A path that does not decode answers the envelope too, not Fastify's own 400 body.
    frameworkErrors: answerFrameworkError,
    // Fastify's default (100) answers 414 to a third-party login token in the path, which is often a JWT.
    routerOptions: { maxParamLength: 2048 },
    ajv: {
      // verbose puts the failing schema on each error, so a schema's own `errorMessage` can be shown.
      customOptions: { verbose: true, allowUnionTypes: true, keywords: ["errorMessage"] },
    },
  });
  // With Redis, every part of the app uses the handle that keeps the shared cache in step with its writes.
  const redis = config.redisUrl ? new RedisCache(config.redisUrl, app.log) : undefined;
  const base = { config, db: redis ? withCache(ctx.db, redis) : ctx.db };
  if (redis) app.addHook("onClose", () => redis.close());
  const moduleList = opts.modules ?? registeredModules;
  const prefix = config.apiPrefix;
  const routes = new RouteTable();
  const socketRoutes = new Set<string>();

  app.addHook("onRoute", (route) => {
    if (route.websocket || route.wsHandler) socketRoutes.add(route.url);
    if (route.url !== prefix && !route.url.startsWith(`${prefix}/`)) return;
    const access = route.config;
    if (!access || (access.auth === undefined && access.perm === undefined)) {
      throw new Error(
        `route ${String(route.method)} ${route.url} declares neither config.auth nor config.perm; ` +
          "every API route must say who may call it",
      );
    }
    routes.add(route.method, route.url);
  });

  // First, so every request (refused ones included) is counted and traced.
  const telemetry = registerTelemetry(app, { db: ctx.db, metricsToken: config.metricsToken });
  await registerWebsocket(app);
  // The websocket plugin would accept a handshake to any GET route and close it at once: a handshake to a
  // route that serves no socket fails as one nobody serves, before any session check.
  app.addHook("onRequest", async (req, reply) => {
    if (isUpgrade(req) && !socketRoutes.has(req.routeOptions.url ?? "")) {
      return reply.code(404).send(fail(NOT_FOUND_MESSAGE, 404));
    }
  });

  await registerSecurityHeaders(app);
  registerJsonParser(app);
  registerFormParser(app);
  registerErrorHandler(app);
  registerAuthHook(
    app,
    base,
    moduleList.flatMap((m) => m.subjects ?? []),
  );
  const { push, liveRows } = await registerSockets(app, base);
  const context: AppContext = {
    db: base.db,
    config,
    push,
    liveRows,
    modules: moduleList,
    telemetry,
    ...(redis ? { redis } : {}),
  };

  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"],
      allowedHeaders: [
        "Content-Type",
        "X-Access-Token",
        "tenant-id",
        "X-Sign",
        "X-TIMESTAMP",
        "X-Low-App-ID",
      ],
      exposedHeaders: ["Content-Disposition"],
      credentials: true,
      maxAge: 600,
    });
  }

  await app.register(
    async (api) => {
      // PostgreSQL refuses NUL in text: every module's input gets the same clear message instead.
      api.addHook("preValidation", rejectNul);
      for (const mod of moduleList) {
        await api.register(async (scope) => mod.register(scope, context));
      }
    },
    { prefix },
  );

  app.get("/health", { config: { auth: "anonymous" } }, async (_req, reply) => {
    const body = await checkHealth(context);
    return reply.code(body.success ? 200 : 503).send(body);
  });

  app.get("/config.js", { config: { auth: "anonymous" } }, async (_req, reply) => {
    const runtime = {
      apiBaseUrl: prefix,
      backendTimeZone: config.timeZone,
      alwaysCaptcha: config.loginCaptcha === "always",
      allowRegister: config.allowRegister,
      // Request signing guards against tampering on the way, not against the browser, which must sign.
      signSecret: config.signSecret,
      // Public addresses the login page sends the browser to; the validation URLs stay on the server.
      casServerUrl: config.casServerUrl,
      thirdLoginAuthorizeUrl: config.thirdLoginAuthorizeUrl,
    };
    return reply
      .type("application/javascript; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(`window.__APP_CONFIG__ = ${JSON.stringify(runtime)};\n`);
  });

  const spaIndex = path.join(config.staticDir, "index.html");
  const hasSpa = existsSync(spaIndex);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: "/",
      wildcard: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const urlPath = (req.raw.url ?? "/").split("?")[0];
    const underApi = urlPath === prefix || urlPath.startsWith(`${prefix}/`);
    // A websocket handshake nobody serves must fail as a handshake: any status but 101 does, and
    // neither the SPA page nor a 200 may answer it, or the client would take the socket for open.
    const upgrade = isUpgrade(req);
    if (underApi && !upgrade) {
      const allowed = routes.methodsFor(urlPath).filter((m) => m !== req.method);
      if (allowed.length > 0) {
        return reply
          .code(200)
          .send(fail(`不支持${req.method}请求方法，支持以下${allowed.join("、")}、`, 405));
      }
    }
    // HTTP 404 (not 200) so a client's own "resource not found" handling runs; the envelope says why.
    if (underApi || upgrade) return reply.code(404).send(fail(NOT_FOUND_MESSAGE, 404));
    if (hasSpa && (req.method === "GET" || req.method === "HEAD") && wantsPage(req, urlPath)) {
      return reply
        .header("Cache-Control", "no-cache")
        .type("text/html; charset=utf-8")
        .sendFile("index.html");
    }
    return reply.code(404).send(fail(NOT_FOUND_MESSAGE, 404));
  });

  app.decorate("compileValidators", validators.compileAll);
  // A little after the server listens (the first requests of a start come first), the validators no
  // request has needed yet are compiled between requests, and a schema that does not compile is reported
  // as it was when they were compiled eagerly.
  app.addHook("onListen", () => {
    setTimeout(() => {
      void validators.compileAll().then((failures) => {
        for (const failure of failures) app.log.error(`route schema does not compile: ${failure}`);
      });
    }, VALIDATORS_AFTER_LISTEN_MS).unref();
  });
  await app.ready();
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Compiles every route validator not compiled yet; answers the schemas that do not compile. */
    compileValidators(): Promise<string[]>;
  }
}

/** A hop count trusts that many proxies nearest to the server (proxy-addr semantics). */
function trustProxyOption(
  value: AppConfig["trustProxy"],
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  return typeof value === "number" ? (_addr: string, hop: number) => hop < value : value;
}

/** A request asking to switch protocols (a websocket handshake). */
function isUpgrade(req: FastifyRequest): boolean {
  return String(req.headers.upgrade ?? "").toLowerCase() === "websocket";
}

/** History-mode fallback: a page request (no file extension, or the browser asks for HTML). */
function wantsPage(req: FastifyRequest, urlPath: string): boolean {
  const last = urlPath.split("/").pop() ?? "";
  return !last.includes(".") || String(req.headers.accept ?? "").includes("text/html");
}

/** JSON, where an empty body counts as `{}` (the original's logout posts none). */
function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, {});
    return parseJson(req, text, done);
  });
}

/** `application/x-www-form-urlencoded` as a flat object (repeated keys become arrays). */
function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    const out: Record<string, string | string[]> = Object.create(null);
    for (const [k, v] of new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))) {
      const prev = out[k];
      out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    done(null, { ...out });
  });
}

/** Path parameters that carry a credential (a third-party login token, a CAS ticket). */
const SECRET_PARAM = /token|ticket|secret|password/i;

/** The path with every credential-carrying parameter's value replaced, as sent or decoded. */
function withoutSecrets(urlPath: string, params: unknown): string {
  if (!params || typeof params !== "object") return urlPath;
  let out = urlPath;
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (!SECRET_PARAM.test(name) || typeof value !== "string" || value === "") continue;
    out = out.split(encodeURIComponent(value)).join("***").split(value).join("***");
  }
  return out;
}

/**
 * What a request's log line holds: no query string, since some clients send secrets there (the original
 * client's password reset, third-party tokens).
 */
export function requestLogLine(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: withoutSecrets((req.url ?? "").split("?")[0], req.params),
    host: req.host,
    remoteAddress: req.ip,
  };
}
