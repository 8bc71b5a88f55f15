import { Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Bucket, Loaded, PermitStats, VisitDay } from "./dashboard-api";

export const PALETTE = ["#1890ff", "#52c41a", "#faad14", "#f5222d", "#722ed1", "#13c2c2", "#eb2f96"];

/** Loading, failure and empty states around a chart of fixed height (no layout jump). */
export function ChartFrame<T>({
  state,
  isEmpty,
  height = 300,
  children,
}: {
  state: Loaded<T>;
  isEmpty?: (data: T) => boolean;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
  if (state.loading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (state.error || state.data === undefined)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={state.error ?? "暂无数据"} />;
  else if (isEmpty?.(state.data))
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  else
    body = (
      <ResponsiveContainer width="100%" height={height}>
        {children(state.data) as React.ReactElement}
      </ResponsiveContainer>
    );
  return <div style={{ minHeight: height }}>{body}</div>;
}

const axis = { fontSize: 12, fill: "rgba(0,0,0,0.55)" };

/** Visits and distinct IPs of the last 7 days (/sys/visitInfo). */
export function VisitChart({ state, kind = "bar" }: { state: Loaded<VisitDay[]>; kind?: "bar" | "area" }) {
  return (
    <ChartFrame state={state}>
      {(days) =>
        kind === "bar" ? (
          <BarChart data={days} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="type" tick={axis} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip />
            <Legend />
            <Bar dataKey="visit" name="访问次数" fill={PALETTE[0]} radius={[4, 4, 0, 0]} maxBarSize={32} />
            <Bar dataKey="ip" name="访问IP" fill={PALETTE[1]} radius={[4, 4, 0, 0]} maxBarSize={32} />
          </BarChart>
        ) : (
          <AreaChart data={days} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="type" tick={axis} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip />
            <Legend />
            <Area type="monotone" dataKey="visit" name="访问次数" stroke={PALETTE[0]} fill="#bae0ff" />
            <Area type="monotone" dataKey="ip" name="访问IP" stroke={PALETTE[1]} fill="#d9f7be" />
          </AreaChart>
        )
      }
    </ChartFrame>
  );
}

const noCounts = (buckets: Bucket[]) => buckets.every((b) => b.count === 0);

const LEGEND_TEXT = "rgba(0,0,0,0.75)";

/** Legend text of a share: its name and its count ("已通过 138"). */
export function shareLabel(buckets: readonly Bucket[], name: unknown): string {
  const bucket = buckets.find((b) => b.text === name);
  return bucket ? `${bucket.text} ${bucket.count}` : String(name ?? "");
}

/**
 * A share of a total by dictionary value (status, type). Names and counts stand in the legend below the
 * ring, which wraps at any width, rather than beside the slices, where long names were cut at the edge.
 */
export function BucketPie({
  state,
  pick,
}: {
  state: Loaded<PermitStats>;
  pick: (s: PermitStats) => Bucket[];
}) {
  return (
    <ChartFrame state={state} isEmpty={(s) => noCounts(pick(s))}>
      {(stats) => {
        const shares = pick(stats).filter((b) => b.count > 0);
        return (
          <PieChart>
            <Pie
              data={shares}
              dataKey="count"
              nameKey="text"
              innerRadius="50%"
              outerRadius="80%"
              paddingAngle={2}
              label={false}
            >
              {shares.map((b, i) => (
                <Cell key={b.value} fill={PALETTE[i % PALETTE.length]} />
              ))}
            </Pie>
            <Tooltip />
            {/* Dark text: the slice colours (gold, cyan) are too light to read as text. */}
            <Legend
              formatter={(name) => <span style={{ color: LEGEND_TEXT }}>{shareLabel(shares, name)}</span>}
            />
          </PieChart>
        );
      }}
    </ChartFrame>
  );
}

/** Counts by dictionary value as bars (regions, statuses). */
export function BucketBar({
  state,
  pick,
  name,
}: {
  state: Loaded<PermitStats>;
  pick: (s: PermitStats) => Bucket[];
  name: string;
}) {
  return (
    <ChartFrame state={state} isEmpty={(s) => noCounts(pick(s))}>
      {(stats) => (
        <BarChart data={pick(stats)} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="text" tick={axis} />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip />
          <Bar dataKey="count" name={name} radius={[4, 4, 0, 0]} maxBarSize={48}>
            {pick(stats).map((b, i) => (
              <Cell key={b.value} fill={PALETTE[i % PALETTE.length]} />
            ))}
          </Bar>
        </BarChart>
      )}
    </ChartFrame>
  );
}

/** New applications per day of the last week. */
export function RecentLine({ state }: { state: Loaded<PermitStats> }) {
  return (
    <ChartFrame state={state}>
      {(stats) => (
        <LineChart data={stats.recent} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={axis} />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="count"
            name="新申请"
            stroke={PALETTE[4]}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        </LineChart>
      )}
    </ChartFrame>
  );
}
