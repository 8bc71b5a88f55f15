import { Button } from "antd";
import { Component, type ReactNode } from "react";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";

interface State {
  failed: boolean;
}

/**
 * A page that fails to load (a chunk after a deploy, a render error) shows a way out instead of a blank.
 * Plain elements only: when a chunk failed, loading another one may fail too.
 */
export class ViewErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        style={{ padding: "64px 24px", textAlign: "center", background: "#fff", borderRadius: 8 }}
      >
        <h2 style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>页面加载失败</h2>
        <p style={{ color: TERTIARY_TEXT, margin: "12px 0 24px" }}>
          页面资源加载出错，可能是网络不稳定或系统刚刚更新，请重新加载。
        </p>
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      </div>
    );
  }
}
