import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lazyValidators } from "../src/core/lazy-validators.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

const schema = {
  querystring: {
    type: "object",
    properties: { page: { type: "integer", minimum: 1, default: 1 } },
  },
  body: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", minLength: 2 },
      tags: { type: "array", items: { type: "string" } },
    },
  },
};

/** The same route on Fastify's own eager compiler, or on the lazy one. */
async function appWith(lazy: boolean): Promise<FastifyInstance> {
  const validators = lazyValidators();
  const app = Fastify(
    lazy ? { schemaController: { compilersFactory: { buildValidator: validators.buildValidator } } } : {},
  );
  app.post("/echo", { schema }, async (req) => ({ query: req.query, body: req.body }));
  await app.ready();
  return app;
}

describe("route validators compiled lazily", () => {
  it("validate, coerce, default and report exactly as Fastify's own compiler", async () => {
    const eager = await appWith(false);
    const lazy = await appWith(true);
    const requests = [
      { url: "/echo?page=3", payload: { name: "通行", tags: "one" } },
      { url: "/echo", payload: { name: "ab" } },
      { url: "/echo?page=0", payload: { name: "ab" } },
      { url: "/echo?page=x", payload: { name: "ab" } },
      { url: "/echo", payload: { name: "a" } },
      { url: "/echo", payload: {} },
      { url: "/echo", payload: { name: 5 } },
    ];
    for (const request of requests) {
      const [a, b] = await Promise.all(
        [eager, lazy].map((app) => app.inject({ method: "POST", ...request })),
      );
      expect(b.statusCode, request.url).toBe(a.statusCode);
      expect(b.json(), JSON.stringify(request)).toEqual(a.json());
    }
    await eager.close();
    await lazy.close();
  });

  it("compiles what no request needed when asked, and names a schema that does not compile", async () => {
    const validators = lazyValidators();
    const app = Fastify({
      schemaController: { compilersFactory: { buildValidator: validators.buildValidator } },
    });
    app.post("/good", { schema }, async () => "ok");
    app.get("/bad", { schema: { querystring: { type: "nonsense" } } }, async () => "never");
    await app.ready();
    const failures = await validators.compileAll();
    // Fastify adds a HEAD route beside each GET one, with the same schema.
    expect(failures.map((f) => f.split(":")[0]).sort()).toEqual([
      "GET /bad querystring",
      "HEAD /bad querystring",
    ]);
    for (const failure of failures)
      expect(failure).toMatch(/querystring: (schema is invalid|type must be JSONType)/);
    expect(await validators.compileAll()).toEqual([]);
    await app.close();
  });
});

describe("the product's routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  it("every route's schema compiles", async () => {
    expect(await t.app.compileValidators()).toEqual([]);
  });
});
