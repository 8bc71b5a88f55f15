import { Col, Row, Table, Tag } from "antd";
import { CartesianChart } from "@/components/charts/cartesian-chart";
import { Panel } from "@/components/layout/panel";
import { type HttpInfo, MONITOR_PATHS, type RouteFigures } from "../../../shared/monitor";
import { formatCount, formatMs } from "./format";
import { usePolled } from "./monitor-api";
import { Figure, Figures, MonitorFrame } from "./monitor-kit";

const CLASS_COLORS: Record<string, string> = {
  "1xx": "#8c8c8c",
  "2xx": "#52c41a",
  "3xx": "#1890ff",
  "4xx": "#faad14",
  "5xx": "#f5222d",
};

/** The catch-all routes by what they serve. */
function routeLabel(route: string): string {
  if (route === "unmatched") return "（未匹配的路径）";
  if (route === "/*") return "/*（网页与静态文件）";
  return route;
}

function RouteTable({ rows, testId }: { rows: RouteFigures[]; testId: string }) {
  return (
    <Table<RouteFigures>
      data-testid={testId}
      size="small"
      rowKey={(r) => `${r.method} ${r.route}`}
      pagination={false}
      dataSource={rows}
      scroll={{ x: "max-content" }}
      columns={[
        { title: "方法", dataIndex: "method", width: 80, render: (m: string) => <Tag>{m}</Tag> },
        { title: "路由", dataIndex: "route", ellipsis: true, render: routeLabel },
        { title: "次数", dataIndex: "count", align: "right", width: 90, render: formatCount },
        { title: "平均", dataIndex: "meanMs", align: "right", width: 100, render: formatMs },
        { title: "p95", dataIndex: "p95Ms", align: "right", width: 100, render: formatMs },
      ]}
    />
  );
}

/** HTTP 服务: what the server answered, by status class and by route, and the sign-in sessions. */
export default function HttpPage() {
  const state = usePolled<HttpInfo>(MONITOR_PATHS.http);
  return (
    <MonitorFrame state={state}>
      {(info) => {
        const classes = Object.entries(info.byStatusClass).map(([name, count]) => ({ name, count }));
        return (
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <Figures>
                <Figure
                  title="已处理请求"
                  value={formatCount(info.requestsTotal)}
                  suffix="次"
                  testId="figure-requests"
                />
                <Figure title="处理中" value={formatCount(info.inFlight)} suffix="个" />
                <Figure
                  title="服务端错误（5xx）"
                  value={formatCount(info.byStatusClass["5xx"] ?? 0)}
                  suffix="次"
                />
                <Figure
                  title="在线会话"
                  value={formatCount(info.sessions.active)}
                  suffix="个"
                  testId="figure-sessions"
                />
                <Figure title="今日新建会话" value={formatCount(info.sessions.createdToday)} suffix="个" />
                <Figure title="今日过期会话" value={formatCount(info.sessions.expiredToday)} suffix="个" />
              </Figures>
            </Col>
            <Col xs={24} xl={8}>
              <Panel title="按状态分类" style={{ height: "100%" }}>
                <div data-testid="chart-status" style={{ height: 260 }}>
                  <CartesianChart
                    data={classes}
                    category="name"
                    height={260}
                    integer
                    label="按状态分类的请求"
                    legend={false}
                    axisWidth={48}
                    series={[
                      {
                        key: "count",
                        name: "请求",
                        color: "#1890ff",
                        kind: "bar",
                        colorOf: (c) => CLASS_COLORS[c.name] ?? "#1890ff",
                      },
                    ]}
                    format={(value) => `${formatCount(value)} 次`}
                  />
                </div>
              </Panel>
            </Col>
            <Col xs={24} xl={16}>
              <Panel title="请求最多的路由" style={{ height: "100%" }}>
                <RouteTable rows={info.topByCount} testId="top-by-count" />
              </Panel>
            </Col>
            <Col span={24}>
              <Panel title="最慢的路由（按 p95）">
                <RouteTable rows={info.topByP95} testId="top-by-p95" />
              </Panel>
            </Col>
          </Row>
        );
      }}
    </MonitorFrame>
  );
}
