import type { HttpError } from "@refinedev/core";
import { Button, Input, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { Panel } from "@/components/layout/panel";
import { useRedisCommand } from "./redis-api";
import { isNotConfigured, RedisUnavailable } from "./redis-not-configured";

interface Entry {
  id: number;
  command: string;
  output: string;
  failed: boolean;
}

/** Entries the output keeps; older ones scroll away. */
const KEPT = 200;

const screen: React.CSSProperties = {
  background: "#1e1e1e",
  color: "#d4d4d4",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: 13,
  padding: 16,
  borderRadius: 6,
  height: 460,
  overflow: "auto",
  whiteSpace: "pre-wrap",
  wordBreak: "break-all",
};

/**
 * modules/monitor/RedisTerminal (Redis 终端): a command line whose answers pile up in the output above it.
 * The server runs read-only commands only and says why it refuses any other; ↑ and ↓ walk the history.
 */
export default function RedisTerminalPage() {
  const { run, busy } = useRedisCommand();
  const [line, setLine] = useState("");
  const [entries, setEntries] = useState<Entry[]>([]);
  const [notConfigured, setNotConfigured] = useState<string>();
  const history = useRef<string[]>([]);
  const cursor = useRef(0);
  const nextId = useRef(1);
  const running = useRef(false);
  const outputRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest entry whenever one is added
  useEffect(() => {
    const box = outputRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [entries]);

  const execute = async () => {
    const command = line.trim();
    if (!command || running.current) return;
    running.current = true;
    history.current = [...history.current.filter((c) => c !== command), command].slice(-50);
    cursor.current = history.current.length;
    setLine("");
    let entry: Entry;
    try {
      const answer = await run(command);
      entry = { id: nextId.current++, command, output: answer.output, failed: false };
    } catch (error) {
      const message = (error as HttpError).message || "执行失败";
      if (isNotConfigured(message)) setNotConfigured(message);
      entry = { id: nextId.current++, command, output: message, failed: true };
    } finally {
      running.current = false;
    }
    setEntries((old) => [...old, entry].slice(-KEPT));
  };

  const walk = (step: number) => {
    const list = history.current;
    if (list.length === 0) return;
    cursor.current = Math.min(list.length, Math.max(0, cursor.current + step));
    setLine(list[cursor.current] ?? "");
  };

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      {notConfigured && <RedisUnavailable message={notConfigured} />}
      <Panel>
        <Typography.Paragraph type="secondary">
          只运行只读命令，例如 INFO、DBSIZE、GET key、TYPE key、TTL key、SCAN 0、HGETALL key、KEYS 前缀*（最多
          1000 个）；写入和其他命令会被拒绝。
        </Typography.Paragraph>
        <div ref={outputRef} style={screen} data-testid="redis-terminal-output" aria-live="polite">
          {entries.length === 0 && <span style={{ color: "#8a8a8a" }}>输入命令后按回车执行</span>}
          {entries.map((e) => (
            <div key={e.id} style={{ marginBottom: 12 }}>
              <div style={{ color: "#4ec9b0" }}>redis&gt; {e.command}</div>
              <div style={{ color: e.failed ? "#f48771" : undefined }}>{e.output}</div>
            </div>
          ))}
        </div>
        <Space.Compact style={{ width: "100%", marginTop: 12 }}>
          <Input
            value={line}
            onChange={(e) => setLine(e.target.value)}
            onPressEnter={() => void execute()}
            onKeyDown={(e) => {
              if (e.key === "ArrowUp") {
                e.preventDefault();
                walk(-1);
              } else if (e.key === "ArrowDown") {
                e.preventDefault();
                walk(1);
              }
            }}
            placeholder="输入 Redis 命令，例如 INFO"
            aria-label="Redis 命令"
            maxLength={1000}
            autoFocus
            style={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" }}
          />
          <Button type="primary" loading={busy} onClick={() => void execute()}>
            执行
          </Button>
          <Button onClick={() => setEntries([])}>清屏</Button>
        </Space.Compact>
      </Panel>
    </Space>
  );
}
