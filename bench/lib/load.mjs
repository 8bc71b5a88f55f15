// Requests per second from several clients at once. wrk (Debian package `wrk`) when it is installed: a
// load generator written in C takes a small share of the CPU the server and the database share with it
// on one machine, where Node's fetch costs about as much per request as the server itself. Without wrk,
// Node's fetch does the same job and the figures come out lower; the result names the client used.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const hasWrk = () => spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;

/** Lua for wrk: the paths in turn, and every answer that is not a JeecgBoot success counted as failed. */
function wrkScript(paths, headers) {
  const list = paths.map((p) => JSON.stringify(p)).join(", ");
  const set = Object.entries(headers)
    .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
    .join("\n");
  return `${set}
local paths = { ${list} }
local i = 0
local failed = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
response = function(status, headers, body)
  if status ~= 200 or not string.find(body, '"success":true', 1, true) then failed = failed + 1 end
end
done = function(summary, latency, requests)
  io.write(string.format("FAILED %d\\n", failed))
end
`;
}

function wrkRps(base, paths, headers, clients, seconds) {
  const dir = mkdtempSync(join(tmpdir(), "bench-wrk-"));
  try {
    const script = join(dir, "paths.lua");
    writeFileSync(script, wrkScript(paths, headers));
    // One thread: the failure count lives in its Lua state, and one thread drives 8 connections easily.
    const run = spawnSync(
      "wrk",
      ["-t1", `-c${clients}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, base],
      { encoding: "utf8" },
    );
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout);
    if (!rps) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
    const failed = Number(/FAILED (\d+)/.exec(run.stdout)?.[1] ?? 0);
    const errors = /Socket errors: (.*)/.exec(run.stdout)?.[1];
    if (failed > 0 || errors) throw new Error(`wrk: ${failed} failed answers ${errors ?? ""}`);
    return Number(rps[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function fetchRps(base, paths, headers, clients, seconds) {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = c; performance.now() < until; i += clients) {
        const body = await (await fetch(`${base}${paths[i % paths.length]}`, { headers })).json();
        if (!body.success) throw new Error(`request failed: ${body.message}`);
        done++;
      }
    }),
  );
  return done / seconds;
}

/** Requests per second of `clients` connections asking for `paths` in turn for `seconds`. */
export async function concurrentRps({ base, paths, headers, clients, seconds, client }) {
  const use = client ?? (hasWrk() ? "wrk" : "fetch");
  const rps =
    use === "wrk"
      ? wrkRps(base, paths, headers, clients, seconds)
      : await fetchRps(base, paths, headers, clients, seconds);
  return { rps, client: use };
}
