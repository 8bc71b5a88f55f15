import { Col, Row } from "antd";
import { CartesianChart } from "@/components/charts/cartesian-chart";
import { Panel } from "@/components/layout/panel";
import type { Sample } from "../../../shared/monitor";
import { formatClock } from "./format";

const MB = 1024 * 1024;

interface Reading {
  clock: string;
  heapUsed: number;
  rss: number;
  cpu: number;
  p50: number;
  p99: number;
}

interface Series {
  key: Exclude<keyof Reading, "clock">;
  name: string;
  color: string;
}

function HistoryChart({
  title,
  unit,
  data,
  series,
  testId,
}: {
  title: string;
  unit: string;
  data: Reading[];
  series: Series[];
  testId: string;
}) {
  return (
    <Panel title={title} style={{ height: "100%" }}>
      <div data-testid={testId} style={{ height: 200 }}>
        <CartesianChart
          data={data}
          category="clock"
          height={200}
          label={title}
          axisWidth={48}
          series={series.map((s) => ({ ...s, kind: "line" }))}
          format={(value) => `${value.toFixed(2)} ${unit}`}
          tickFormat={(value) => (unit === "%" ? `${value}%` : String(value))}
        />
      </div>
    </Panel>
  );
}

/** The last minutes of memory (MB), CPU (%) and event-loop delay (ms). */
export function HistoryCharts({ history }: { history: Sample[] }) {
  const data = history.map(
    (s): Reading => ({
      clock: formatClock(s.time),
      heapUsed: s.heapUsed / MB,
      rss: s.rss / MB,
      cpu: s.cpuPercent,
      p50: s.eventLoopP50Ms,
      p99: s.eventLoopP99Ms,
    }),
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <HistoryChart
          title="内存（MB）"
          unit="MB"
          data={data}
          testId="chart-memory"
          series={[
            { key: "rss", name: "RSS", color: "#1890ff" },
            { key: "heapUsed", name: "堆已用", color: "#52c41a" },
          ]}
        />
      </Col>
      <Col xs={24} xl={8}>
        <HistoryChart
          title="进程 CPU（%）"
          unit="%"
          data={data}
          testId="chart-cpu"
          series={[{ key: "cpu", name: "CPU", color: "#faad14" }]}
        />
      </Col>
      <Col xs={24} xl={8}>
        <HistoryChart
          title="事件循环延迟（ms）"
          unit="ms"
          data={data}
          testId="chart-event-loop"
          series={[
            { key: "p50", name: "p50", color: "#722ed1" },
            { key: "p99", name: "p99", color: "#f5222d" },
          ]}
        />
      </Col>
    </Row>
  );
}
