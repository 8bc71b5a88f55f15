import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";
import { RESOURCES, type ResourceEntry } from "@/app/resources";
import { SYSTEM_VIEWS } from "@/app/system-views";
import { ACCOUNT_VIEWS } from "@/features/account/views";
import { MONITOR_VIEWS } from "@/features/monitor/views";
import { NOTICE_VIEWS } from "@/features/notice/views";
import { OSS_FILE_VIEWS } from "@/features/oss-file/views";
import { REDIS_MONITOR_VIEWS } from "@/features/redis-monitor/views";

export type View = LazyExoticComponent<ComponentType>;

/** A declared resource's list page, loaded with its declaration and the CRUD kit on first use. */
function crudView(entry: ResourceEntry): View {
  return lazy(async () => {
    const [{ CrudPage }, resource] = await Promise.all([import("@/components/crud/crud-page"), entry.load()]);
    return { default: () => createElement(CrudPage, { resource }) };
  });
}

// Dashboards, each its own chunk; their charts load after the figures (lazy-charts).
const dashboard = {
  home: lazy(() => import("@/features/dashboard/home-page")),
  analysis: lazy(() => import("@/features/dashboard/analysis-page")),
  workplace: lazy(() => import("@/features/dashboard/workplace-page")),
  monitor: lazy(() => import("@/features/dashboard/monitor-page")),
  task: lazy(() => import("@/features/dashboard/task-page")),
  chart: lazy(() => import("@/features/dashboard/chart-page")),
};
const exception = (status: 403 | 404 | 500): View =>
  lazy(async () => {
    const { default: ExceptionPage } = await import("@/features/exception/exception-page");
    return { default: () => createElement(ExceptionPage, { status }) };
  });
const result = (name: "ResultSuccess" | "ResultFail"): View =>
  lazy(async () => ({ default: (await import("@/features/exception/result-page"))[name] }));

/**
 * Menu `component` keys → views (one registry; a test checks every seeded key has a view).
 * Declared resources register themselves by their `component`.
 */
const VIEWS: Record<string, View> = {
  "dashboard/Home": dashboard.home,
  "dashboard/Analysis": dashboard.analysis,
  "dashboard/Workplace": dashboard.workplace,
  "dashboard/Monitor": dashboard.monitor,
  "dashboard/IndexTask": dashboard.task,
  "dashboard/IndexChart": dashboard.chart,
  ...ACCOUNT_VIEWS,
  ...NOTICE_VIEWS,
  ...MONITOR_VIEWS,
  ...OSS_FILE_VIEWS,
  ...REDIS_MONITOR_VIEWS,
  "exception/403": exception(403),
  "exception/404": exception(404),
  "exception/500": exception(500),
  "result/Success": result("ResultSuccess"),
  "result/Fail": result("ResultFail"),
  ...Object.fromEntries(RESOURCES.map((resource) => [resource.component, crudView(resource)])),
  ...SYSTEM_VIEWS,
  "system/ComponentDemo": lazy(() => import("@/components/pickers/demo/component-demo-page")),
  "system/WidgetDemo": lazy(() => import("@/components/widgets/demo/widget-demo-page")),
};

/** Menu component keys of modules known only by their server declaration: `declared/<module name>`. */
const DECLARED_PREFIX = "declared/";
const declaredViews = new Map<string, View>();

function declaredView(component: string): View {
  let view = declaredViews.get(component);
  if (!view) {
    const name = component.slice(DECLARED_PREFIX.length);
    view = lazy(async () => {
      const { DeclaredModulePage } = await import("@/components/crud/declared-module-page");
      return { default: () => createElement(DeclaredModulePage, { name }) };
    });
    declaredViews.set(component, view);
  }
  return view;
}

export function viewFor(component: string): View | undefined {
  if (Object.hasOwn(VIEWS, component)) return VIEWS[component];
  return hasView(component) ? declaredView(component) : undefined;
}

export function hasView(component: string): boolean {
  return Object.hasOwn(VIEWS, component) || /^declared\/[a-z][a-z0-9-]*$/.test(component);
}

export function registeredViewKeys(): string[] {
  return Object.keys(VIEWS);
}
