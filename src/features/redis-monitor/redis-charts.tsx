import { Empty, Skeleton } from "antd";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Loaded, Point } from "./redis-api";

const HEIGHT = 260;
const axis = { fontSize: 12, fill: "rgba(0,0,0,0.55)" };

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
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <AreaChart data={state.data} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="time" tick={axis} />
          <YAxis tick={axis} allowDecimals={false} domain={["auto", "auto"]} width={64} />
          <Tooltip formatter={(v) => [`${v} ${unit}`, name]} />
          <Area
            type="monotone"
            dataKey="value"
            name={name}
            stroke={color}
            fill={color}
            fillOpacity={0.2}
            isAnimationActive={false}
            dot
          />
        </AreaChart>
      </ResponsiveContainer>
    );
  else if (state.error) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={state.error} />;
  else body = <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <div style={{ minHeight: HEIGHT }} data-testid={`redis-chart-${name}`}>
      {body}
    </div>
  );
}
