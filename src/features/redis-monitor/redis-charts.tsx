import { Empty, Skeleton } from "antd";
import { CartesianChart } from "@/components/charts/cartesian-chart";
import type { Loaded, Point } from "./redis-api";

const HEIGHT = 260;

/** The last readings of one polled figure as an area chart; loading and failure keep the same height. */
export function SeriesChart({
  state,
  color,
  unit,
  name,
}: {
  state: Loaded<Point[]>;
  color: string;
  unit: string;
  name: string;
}) {
  let body: React.ReactNode;
  if (state.data)
    body = (
      <CartesianChart
        data={state.data}
        category="time"
        height={HEIGHT}
        integer
        zeroBased={false}
        label={name}
        legend={false}
        axisWidth={64}
        series={[{ key: "value", name, color, kind: "area", dots: true }]}
        format={(value) => `${value} ${unit}`}
      />
    );
  else if (state.error) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={state.error} />;
  else body = <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <div style={{ minHeight: HEIGHT }} data-testid={`redis-chart-${name}`}>
      {body}
    </div>
  );
}
