import { Alert, Col, Row, Table, Typography } from "antd";
import { CartesianChart } from "@/components/charts/cartesian-chart";
import { Panel } from "@/components/layout/panel";
import { type DatabaseInfo, MONITOR_PATHS } from "../../../shared/monitor";
import { formatBytes, formatCount, formatMs, formatPercent } from "./format";
import { usePolled } from "./monitor-api";
import { Figure, Figures, MonitorFrame } from "./monitor-kit";

type TableRow = DatabaseInfo["tables"][number];
type SlowRow = DatabaseInfo["slowStatements"]["rows"][number];

const MB = 1024 * 1024;

/** 数据库: the engine, its size and tables, its connections and cache, and the slowest statements. */
export default function DatabasePage() {
  const state = usePolled<DatabaseInfo>(MONITOR_PATHS.database);
  return (
    <MonitorFrame state={state}>
      {(info) => {
        const biggest = info.tables.slice(0, 8).map((t) => ({ name: t.name, size: t.size / MB }));
        return (
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <Figures>
                <Figure
                  title="引擎"
                  value={info.engine === "embedded" ? "PGlite" : "PostgreSQL"}
                  suffix={info.engine === "embedded" ? "嵌入式" : "服务器"}
                  testId="figure-engine"
                />
                <Figure title="版本" value={info.version} />
                <Figure title="数据库大小" value={formatBytes(info.size)} testId="figure-db-size" />
                <Figure title="数据表" value={info.tables.length} suffix="张" />
                <Figure title="连接数" value={`${info.connections.inUse} / ${info.connections.max}`} />
                <Figure title="缓存命中率" value={formatPercent(info.cacheHitRatio, 2)} />
              </Figures>
            </Col>
            <Col xs={24} xl={10}>
              <Panel title="占用最大的表（MB）" style={{ height: "100%" }}>
                <div data-testid="chart-tables" style={{ height: 320 }}>
                  <CartesianChart
                    data={biggest}
                    category="name"
                    height={320}
                    horizontal
                    label="占用最大的表"
                    legend={false}
                    axisWidth={150}
                    series={[{ key: "size", name: "大小", color: "#1890ff", kind: "bar" }]}
                    format={(value) => `${value.toFixed(2)} MB`}
                  />
                </div>
              </Panel>
            </Col>
            <Col xs={24} xl={14}>
              <Panel title={`数据表（${info.databaseName}）`}>
                <Table<TableRow>
                  size="small"
                  rowKey="name"
                  dataSource={info.tables}
                  pagination={{ pageSize: 8, size: "small", showSizeChanger: false }}
                  columns={[
                    { title: "表名", dataIndex: "name" },
                    {
                      title: "大小",
                      dataIndex: "size",
                      align: "right",
                      render: formatBytes,
                      sorter: (a, b) => a.size - b.size,
                    },
                    {
                      title: "估计行数",
                      dataIndex: "rows",
                      align: "right",
                      render: formatCount,
                      sorter: (a, b) => a.rows - b.rows,
                    },
                  ]}
                />
              </Panel>
            </Col>
            <Col span={24}>
              <Panel title="最慢的语句（pg_stat_statements）">
                {info.slowStatements.available ? (
                  <Table<SlowRow>
                    size="small"
                    rowKey="query"
                    pagination={false}
                    dataSource={info.slowStatements.rows}
                    scroll={{ x: "max-content" }}
                    columns={[
                      {
                        title: "语句",
                        dataIndex: "query",
                        render: (q: string) => (
                          <Typography.Text code style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
                            {q}
                          </Typography.Text>
                        ),
                      },
                      {
                        title: "调用次数",
                        dataIndex: "calls",
                        align: "right",
                        width: 100,
                        render: formatCount,
                      },
                      {
                        title: "平均耗时",
                        dataIndex: "meanMs",
                        align: "right",
                        width: 110,
                        render: formatMs,
                      },
                      { title: "总耗时", dataIndex: "totalMs", align: "right", width: 110, render: formatMs },
                      { title: "行数", dataIndex: "rows", align: "right", width: 90, render: formatCount },
                    ]}
                  />
                ) : (
                  <Alert
                    type="info"
                    showIcon
                    message="无法列出慢语句"
                    description={info.slowStatements.message}
                  />
                )}
              </Panel>
            </Col>
          </Row>
        );
      }}
    </MonitorFrame>
  );
}
