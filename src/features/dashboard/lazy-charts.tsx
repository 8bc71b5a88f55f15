import { Skeleton } from "antd";
import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import type * as Charts from "./charts";

/**
 * The dashboards' charts, drawn after the figures: the chart library loads once a chart's data has come
 * and its place is on screen, so the figures never wait for it, and a user who moves on to another page
 * (the dashboard's tab then hidden) does not download it. Until then the chart's place shows the loading
 * skeleton, at the chart's height.
 */
const load = () => import("./charts");

const CHART_HEIGHT = 300;

/** Whether the element is on screen now; without IntersectionObserver, always. */
function useOnScreen(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      setOnScreen(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, onScreen];
}

function Placeholder() {
  return (
    <div style={{ minHeight: CHART_HEIGHT }}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

type ChartName = "VisitChart" | "BucketPie" | "RecentLine" | "BucketBar";
type ChartProps<K extends ChartName> = ComponentProps<(typeof Charts)[K]>;

const chart = <K extends ChartName>(name: K) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<ChartProps<K>> }));
const LAZY = {
  VisitChart: chart("VisitChart"),
  BucketPie: chart("BucketPie"),
  RecentLine: chart("RecentLine"),
  BucketBar: chart("BucketBar"),
};

function Deferred<K extends ChartName>({ name, props }: { name: K; props: ChartProps<K> }) {
  const [ref, onScreen] = useOnScreen();
  // Once drawn, a chart stays, wherever it scrolls.
  const [drawn, setDrawn] = useState(false);
  const ready = !props.state.loading && onScreen;
  useEffect(() => {
    if (ready) setDrawn(true);
  }, [ready]);
  if (!drawn && !ready) {
    return (
      <div ref={ref}>
        <Placeholder />
      </div>
    );
  }
  const Chart = LAZY[name] as unknown as ComponentType<object>;
  return (
    <Suspense fallback={<Placeholder />}>
      <Chart {...props} />
    </Suspense>
  );
}

export const VisitChart = (props: ChartProps<"VisitChart">) => <Deferred name="VisitChart" props={props} />;
export const BucketPie = (props: ChartProps<"BucketPie">) => <Deferred name="BucketPie" props={props} />;
export const RecentLine = (props: ChartProps<"RecentLine">) => <Deferred name="RecentLine" props={props} />;
export const BucketBar = (props: ChartProps<"BucketBar">) => <Deferred name="BucketBar" props={props} />;
