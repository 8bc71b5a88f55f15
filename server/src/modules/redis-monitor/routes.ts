import type { FastifyInstance } from "fastify";
import {
  type CommandAnswer,
  type KeysSize,
  type MemoryInfo,
  REDIS_MONITOR_PATHS as PATHS,
} from "../../../../shared/redis-monitor.ts";
import type { RedisCache } from "../../core/cache/redis-cache.ts";
import { fail, ok } from "../../core/result.ts";
import { parseInfo } from "./info-descriptions.ts";
import { REDIS_PERMS } from "./menu.ts";
import { refusal, runCommand, splitCommand, TERMINAL_MESSAGES } from "./terminal.ts";

export const REDIS_MESSAGES = {
  notConfigured:
    "未配置 Redis：请在服务器的环境变量中设置 REDIS_URL（例如 redis://127.0.0.1:6379/0），重启服务后即可查看",
  unreachable: "Redis 连接异常!",
} as const;

const COMMAND_MAX = 1000;

const terminalSchema = {
  body: {
    type: "object",
    required: ["command"],
    properties: { command: { type: "string", errorMessage: TERMINAL_MESSAGES.empty } },
  },
} as const;

/** Seconds-resolution clock text of a report point (HH:mm:ss). */
const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

/**
 * The original's Redis monitor answers (INFO rows with descriptions, a bare key count and memory, their
 * report shapes) and the terminal. Without REDIS_URL each says so; an unreachable Redis says that.
 */
export function registerRedisRoutes(app: FastifyInstance, redis: RedisCache | undefined): void {
  const info = { config: { perm: REDIS_PERMS.info } };

  /** Runs `fn` against Redis, or answers why it cannot. */
  const withRedis = async <T>(fn: (cache: RedisCache) => Promise<T>) => {
    if (!redis) return fail(REDIS_MESSAGES.notConfigured);
    try {
      return await fn(redis);
    } catch (err) {
      redis.warn(err, "Redis 监控读取失败");
      return fail(REDIS_MESSAGES.unreachable);
    }
  };
  const readInfo = (cache: RedisCache) => cache.client.info().then(parseInfo);
  const keysSize = async (cache: RedisCache): Promise<KeysSize> => ({
    dbSize: await cache.client.dbsize(),
    create_time: Date.now(),
  });
  const memoryInfo = async (cache: RedisCache): Promise<MemoryInfo> => {
    const rows = await cache.client.info("memory").then(parseInfo);
    const used = Number(rows.find((r) => r.key === "used_memory")?.value ?? 0);
    return { used_memory: used, create_time: Date.now() };
  };

  app.get(PATHS.info, info, async () => withRedis(async (c) => ok(await readInfo(c))));
  app.get(PATHS.keysSize, info, async () => withRedis(keysSize));
  app.get(PATHS.memoryInfo, info, async () => withRedis(memoryInfo));
  app.get(PATHS.infoForReport, info, async () => withRedis(async (c) => ({ data: await readInfo(c) })));
  app.get(PATHS.keysSizeForReport, info, async () =>
    withRedis(async (c) => {
      const { dbSize, create_time } = await keysSize(c);
      return { data: [{ name: clock(create_time), value: dbSize }] };
    }),
  );
  app.get(PATHS.memoryForReport, info, async () =>
    withRedis(async (c) => {
      const { used_memory, create_time } = await memoryInfo(c);
      return { data: [{ name: clock(create_time), value: Math.round(used_memory / 1000) }] };
    }),
  );

  app.post<{ Body: { command: string } }>(
    PATHS.terminal,
    { config: { perm: REDIS_PERMS.terminal }, schema: terminalSchema },
    async (req) => {
      const line = req.body.command.trim();
      if (line.length > COMMAND_MAX) return fail(TERMINAL_MESSAGES.tooLong);
      const words = splitCommand(line);
      if (!words) return fail(TERMINAL_MESSAGES.badQuotes);
      const refused = refusal(words);
      if (refused) return fail(refused);
      return withRedis(async (c) => {
        const answer: CommandAnswer = { command: line, output: await runCommand(c.client, words) };
        return ok(answer);
      });
    },
  );
}
