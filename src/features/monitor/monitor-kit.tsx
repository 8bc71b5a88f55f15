import { Alert, Col, Empty, Row, Skeleton, Statistic, Typography } from "antd";
import type { ReactNode } from "react";
import { Panel } from "@/components/layout/panel";
import { formatClock } from "./format";
import { POLL_MS, type Polled } from "./monitor-api";

/** One figure with its label and unit, in a white block. */
export function Figure({
  title,
  value,
  suffix,
  testId,
}: {
  title: string;
  value: ReactNode;
  suffix?: string;
  testId?: string;
}) {
  return (
    <Panel style={{ padding: 20, height: "100%" }}>
      <div data-testid={testId}>
        <Statistic title={title} value={value as string} suffix={suffix} valueStyle={{ fontSize: 22 }} />
      </div>
    </Panel>
  );
}

/** A row of figures, six abreast on a wide screen, two on a phone. */
export function Figures({ children }: { children: ReactNode[] }) {
  return (
    <Row gutter={[16, 16]}>
      {children.map((child, i) => (
        // The figures of a page are fixed; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
        <Col key={i} xs={12} md={8} xl={4}>
          {child}
        </Col>
      ))}
    </Row>
  );
}

/**
 * A monitoring page's frame (the shell's header names the page): a skeleton until the first answer, the
 * reason when there is none, and otherwise the page, with the time of the answer shown and a note when a
 * later read failed.
 */
export function MonitorFrame<T>({ state, children }: { state: Polled<T>; children: (data: T) => ReactNode }) {
  if (state.data === undefined) {
    if (state.loading)
      return (
        <Panel>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      );
    return (
      <Panel>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={state.error ?? "暂无数据"} />
      </Panel>
    );
  }
  return (
    <div>
      <div style={{ textAlign: "right", marginBottom: 12 }}>
        <Typography.Text type="secondary" data-testid="monitor-updated">
          更新于 {formatClock(state.updatedAt)}，每 {POLL_MS / 1000} 秒刷新
        </Typography.Text>
      </div>
      {state.error && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`刷新失败：${state.error}，显示的是上次的数据`}
        />
      )}
      {children(state.data)}
    </div>
  );
}
