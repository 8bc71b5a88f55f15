/**
 * Route validators compiled at their route's first request, or in the background once the server listens,
 * instead of all at start: compiling every route's schemas with ajv took about 0.6 s of each start. The
 * compiler is Fastify's own (the same ajv options), so a validator validates, coerces and reports exactly
 * as it would have; only the moment it is compiled moves.
 */
import AjvCompiler, {
  type BuildCompilerFromPool as BuildValidator,
  type RouteDefinition,
} from "@fastify/ajv-compiler";

/** A compiled validator, as ajv makes it. */
type AnyValidateFunction = ReturnType<ReturnType<BuildValidator>>;

/** Validators compiled per slice of background work before other work gets its turn. */
const SLICE_MS = 10;

export interface LazyValidators {
  /** Fastify's `schemaController.compilersFactory.buildValidator`. */
  buildValidator: BuildValidator;
  /**
   * Compiles every validator not compiled yet, a slice at a time between other work; answers one line
   * per schema that does not compile ("METHOD url httpPart: message").
   */
  compileAll(): Promise<string[]>;
}

export function lazyValidators(): LazyValidators {
  const eager = AjvCompiler();
  /** Each validator not compiled yet: how to compile it, by the route part it checks. */
  const pending = new Map<() => void, string>();

  const buildValidator: BuildValidator = (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route: RouteDefinition) => {
      let compiled: AnyValidateFunction | undefined;
      const get = (): AnyValidateFunction => {
        if (!compiled) {
          pending.delete(warm);
          compiled = compile(route);
        }
        return compiled;
      };
      const warm = () => void get();
      pending.set(warm, `${route.method} ${route.url} ${route.httpPart}`);
      const validate = ((data: unknown, context?: unknown) =>
        (get() as (data: unknown, context?: unknown) => unknown)(data, context)) as AnyValidateFunction;
      // Fastify reads both off the function it holds: `errors` after a failed check, `schemaEnv` to let
      // ajv change a request part's root value (coercion, defaults).
      Object.defineProperties(validate, {
        errors: { get: () => get().errors, set: (value) => (get().errors = value), configurable: true },
        schemaEnv: { get: () => get().schemaEnv, configurable: true },
      });
      return validate;
    };
  };

  async function compileAll(): Promise<string[]> {
    const failures: string[] = [];
    while (pending.size > 0) {
      const started = performance.now();
      for (const [warm, route] of [...pending]) {
        try {
          warm();
        } catch (err) {
          failures.push(`${route}: ${err instanceof Error ? err.message : String(err)}`);
        }
        if (performance.now() - started >= SLICE_MS) break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    return failures;
  }

  return { buildValidator, compileAll };
}
