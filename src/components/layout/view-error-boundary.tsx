import { Button, Spin } from "antd";
import { Component, type ReactNode, useEffect, useState } from "react";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import { CHUNK_LOAD_TIMEOUT_MS, type ChunkFailure, describeChunkFailure } from "./chunk-failure";

interface State {
  failed: boolean;
  chunk?: ChunkFailure;
}

/**
 * What a page that did not load shows: a named load failure (the code or style file, so support can tell a
 * deploy from a bug) or a render error, and a reload, which fetches the page's code again.
 * Plain elements only: when a chunk failed, loading another one may fail too.
 */
export function ViewFailure({ chunk }: { chunk?: ChunkFailure }) {
  const detail = chunk
    ? chunk.kind === "CSS_CHUNK_LOAD_FAILED"
      ? "页面样式文件加载失败"
      : "页面代码文件加载失败"
    : "页面资源加载出错";
  return (
    <div
      role="alert"
      style={{ padding: "64px 24px", textAlign: "center", background: "#fff", borderRadius: 8 }}
    >
      <h2 style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>页面加载失败</h2>
      <p style={{ color: TERTIARY_TEXT, margin: "12px 0 4px" }}>
        {detail}，可能是网络不稳定或系统刚刚更新，请重新加载。
      </p>
      {chunk && (
        <p style={{ color: TERTIARY_TEXT, margin: 0, fontFamily: "monospace" }}>
          {chunk.kind}
          {chunk.file ? `: ${chunk.file}` : ""}
        </p>
      )}
      <Button type="primary" style={{ marginTop: 24 }} onClick={() => window.location.reload()}>
        重新加载
      </Button>
    </div>
  );
}

/** A page that fails to load (a chunk after a deploy, a render error) shows a way out instead of a blank. */
export class ViewErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, chunk: describeChunkFailure(error) };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <ViewFailure chunk={this.state.chunk} />;
  }
}

/** The spinner while a page's code loads; past the time-out it is a load failure like any other. */
export function ViewLoading({ timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: { timeoutMs?: number }) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  if (late) return <ViewFailure chunk={{ kind: "ChunkLoadError" }} />;
  return <Spin size="large" style={{ display: "block", margin: "80px auto" }} />;
}
