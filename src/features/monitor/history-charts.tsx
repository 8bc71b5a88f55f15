import { Col, Row } from "antd";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Panel } from "@/components/layout/panel";
import type { Sample } from "../../../shared/monitor";
import { formatClock } from "./format";

const axis = { fontSize: 12, fill: "rgba(0,0,0,0.55)" };
const MB = 1024 * 1024;

interface Series {
  key: string;
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
  data: object[];
  series: Series[];
  testId: string;
}) {
  return (
    <Panel title={title} style={{ height: "100%" }}>
      <div data-testid={testId} style={{ height: 200 }}>
        <ResponsiveContainer width="100%" height={200}>
          <LineChart data={data} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="clock" tick={axis} minTickGap={24} />
            <YAxis tick={axis} width={48} unit={unit === "%" ? "%" : ""} />
            <Tooltip formatter={(value) => `${Number(value).toFixed(2)} ${unit}`} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((s) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.name}
                stroke={s.color}
                dot={false}
                strokeWidth={2}
                // Redrawn every few seconds: an animation would make the lines crawl.
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </Panel>
  );
}

/** The last minutes of memory (MB), CPU (%) and event-loop delay (ms). */
export function HistoryCharts({ history }: { history: Sample[] }) {
  const data = history.map((s) => ({
    clock: formatClock(s.time),
    heapUsed: s.heapUsed / MB,
    rss: s.rss / MB,
    cpu: s.cpuPercent,
    p50: s.eventLoopP50Ms,
    p99: s.eventLoopP99Ms,
  }));
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
