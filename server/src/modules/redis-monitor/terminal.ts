import type { Redis } from "ioredis";

/** Commands the terminal runs: they only read, and none of them blocks the server for long. */
export const READ_ONLY_COMMANDS = [
  "INFO",
  "DBSIZE",
  "PING",
  "TIME",
  "GET",
  "MGET",
  "TYPE",
  "TTL",
  "PTTL",
  "EXISTS",
  "STRLEN",
  "SCAN",
  "KEYS",
  "HGET",
  "HGETALL",
  "HKEYS",
  "HLEN",
  "LRANGE",
  "LLEN",
  "SMEMBERS",
  "SCARD",
  "ZRANGE",
  "ZCARD",
] as const;

const ALLOWED = new Set<string>(READ_ONLY_COMMANDS);

/** KEYS answers at most this many keys, found by SCAN so the server is never blocked by a huge keyspace. */
export const KEYS_LIMIT = 1000;
const OUTPUT_LIMIT = 100_000;

export const TERMINAL_MESSAGES = {
  empty: "请输入命令",
  tooLong: "命令过长",
  badQuotes: "命令中的引号不成对",
  refused: (name: string) => `不允许执行命令 ${name}：终端只运行只读命令（${READ_ONLY_COMMANDS.join("、")}）`,
} as const;

/** Words of a command line; double quotes (with backslash escapes) and single quotes group words. */
export function splitCommand(line: string): string[] | undefined {
  const words: string[] = [];
  const pattern = /"((?:\\.|[^"\\])*)"|'([^']*)'|([^\s"']+)|(["'])/g;
  for (const m of line.matchAll(pattern)) {
    if (m[4] !== undefined) return undefined;
    words.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : (m[2] ?? m[3]));
  }
  return words;
}

/** Why a command line may not run, or undefined when it may. */
export function refusal(words: readonly string[]): string | undefined {
  if (words.length === 0) return TERMINAL_MESSAGES.empty;
  const name = words[0].toUpperCase();
  return ALLOWED.has(name) ? undefined : TERMINAL_MESSAGES.refused(name);
}

/** Runs an allowed command line and answers its reply as redis-cli prints it. */
export async function runCommand(redis: Redis, words: readonly string[]): Promise<string> {
  const [head, ...args] = words;
  const name = head.toUpperCase();
  const reply = name === "KEYS" ? await keys(redis, args[0] ?? "*") : await redis.call(name, ...args);
  const text = format(reply, "");
  return text.length > OUTPUT_LIMIT ? `${text.slice(0, OUTPUT_LIMIT)}\n……（输出过长，已截断）` : text;
}

async function keys(redis: Redis, pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
    found.push(...batch);
    cursor = next;
  } while (cursor !== "0" && found.length < KEYS_LIMIT);
  return found.slice(0, KEYS_LIMIT);
}

function format(reply: unknown, indent: string): string {
  if (reply === null || reply === undefined) return "(nil)";
  if (typeof reply === "number") return `(integer) ${reply}`;
  if (Buffer.isBuffer(reply)) return format(reply.toString("utf8"), indent);
  if (typeof reply === "string") return reply.includes("\n") ? reply : JSON.stringify(reply);
  if (Array.isArray(reply)) {
    if (reply.length === 0) return "(empty array)";
    const width = String(reply.length).length;
    return reply
      .map((item, i) => {
        const label = `${String(i + 1).padStart(width)}) `;
        const inner = format(item, `${indent}${" ".repeat(label.length)}`);
        return `${i === 0 ? "" : indent}${label}${inner}`;
      })
      .join("\n");
  }
  return String(reply);
}
