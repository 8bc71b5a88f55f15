import { Skeleton } from "antd";
import type { ReactNode } from "react";
import { CartesianChart } from "@/components/charts/cartesian-chart";
import { PieChart } from "@/components/charts/pie-chart";
import { LazyEmpty } from "@/components/widgets/lazy-empty";
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
    body = <LazyEmpty description={state.error ?? "暂无数据"} />;
  else if (isEmpty?.(state.data)) body = <LazyEmpty description="暂无数据" />;
  else body = children(state.data);
  return <div style={{ minHeight: height }}>{body}</div>;
}

const HEIGHT = 300;

/** Visits and distinct IPs of the last 7 days (/sys/visitInfo). */
export function VisitChart({ state, kind = "bar" }: { state: Loaded<VisitDay[]>; kind?: "bar" | "area" }) {
  return (
    <ChartFrame state={state}>
      {(days) => (
        <CartesianChart
          data={days}
          category="type"
          height={HEIGHT}
          integer
          label="近7日访问"
          series={[
            { key: "visit", name: "访问次数", color: PALETTE[0], kind, fill: "#bae0ff" },
            { key: "ip", name: "访问IP", color: PALETTE[1], kind, fill: "#d9f7be" },
          ]}
          maxBarSize={32}
        />
      )}
    </ChartFrame>
  );
}

const noCounts = (buckets: Bucket[]) => buckets.every((b) => b.count === 0);

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
          <PieChart
            height={HEIGHT}
            label="份额"
            slices={shares.map((b, i) => ({
              name: b.text,
              value: b.count,
              color: PALETTE[i % PALETTE.length],
              legend: shareLabel(shares, b.text),
            }))}
          />
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
        <CartesianChart
          data={pick(stats)}
          category="text"
          height={HEIGHT}
          integer
          label={name}
          legend={false}
          series={[
            {
              key: "count",
              name,
              color: PALETTE[0],
              kind: "bar",
              colorOf: (_, i) => PALETTE[i % PALETTE.length],
            },
          ]}
        />
      )}
    </ChartFrame>
  );
}

/** New applications per day of the last week. */
export function RecentLine({ state }: { state: Loaded<PermitStats> }) {
  return (
    <ChartFrame state={state}>
      {(stats) => (
        <CartesianChart
          data={stats.recent}
          category="day"
          height={HEIGHT}
          integer
          label="近7日新申请"
          legend={false}
          series={[{ key: "count", name: "新申请", color: PALETTE[4], kind: "line", dots: true }]}
        />
      )}
    </ChartFrame>
  );
}
