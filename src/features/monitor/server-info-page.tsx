import { Col, Descriptions, Row, Table } from "antd";
import { Panel } from "@/components/layout/panel";
import { MONITOR_PATHS, type ServerInfo } from "../../../shared/monitor";
import { formatBytes, formatMs, formatPercent, formatUptime } from "./format";
import { HistoryCharts } from "./history-charts";
import { usePolled } from "./monitor-api";
import { Figure, Figures, MonitorFrame } from "./monitor-kit";

const TWO_COLUMNS = { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 };
/** Labels stay on one line; a long value (a CPU model, say) wraps rather than widening a phone's page. */
const CELLS = { label: { whiteSpace: "nowrap" as const }, content: { overflowWrap: "anywhere" as const } };

const GC_KINDS: Record<string, string> = {
  minor: "新生代（Scavenge）",
  major: "老生代（Mark-Sweep-Compact）",
  incremental: "增量标记",
  weakcb: "弱引用回调",
};

/** 服务器信息: the Node process and the machine it runs on, with the last minutes charted. */
export default function ServerInfoPage() {
  const state = usePolled<ServerInfo>(MONITOR_PATHS.server);
  return (
    <MonitorFrame state={state}>
      {(info) => {
        const p = info.process;
        const s = info.system;
        const usedMemory = s.totalMemory - s.freeMemory;
        return (
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <Figures>
                <Figure title="Node 版本" value={info.node.version} testId="figure-node" />
                <Figure title="运行时长" value={formatUptime(info.node.uptimeSeconds)} />
                <Figure title="进程 CPU" value={formatPercent(p.cpuPercent)} testId="figure-cpu" />
                <Figure title="堆内存已用" value={formatBytes(p.heapUsed)} testId="figure-heap" />
                <Figure title="常驻内存 RSS" value={formatBytes(p.rss)} />
                <Figure title="事件循环延迟 p99" value={formatMs(p.eventLoop.p99Ms)} />
              </Figures>
            </Col>
            <Col span={24}>
              <HistoryCharts history={info.history} />
            </Col>
            <Col xs={24} xl={12}>
              <Panel title="Node 进程" style={{ height: "100%" }}>
                <Descriptions size="small" column={TWO_COLUMNS} bordered styles={CELLS}>
                  <Descriptions.Item label="进程号">{info.node.pid}</Descriptions.Item>
                  <Descriptions.Item label="平台">{`${info.node.platform} / ${info.node.arch}`}</Descriptions.Item>
                  <Descriptions.Item label="CPU 时间">{`${p.cpuSeconds.toFixed(2)} s`}</Descriptions.Item>
                  <Descriptions.Item label="活动句柄">{p.activeHandles}</Descriptions.Item>
                  <Descriptions.Item label="堆已用">{formatBytes(p.heapUsed)}</Descriptions.Item>
                  <Descriptions.Item label="堆总量">{formatBytes(p.heapTotal)}</Descriptions.Item>
                  <Descriptions.Item label="堆上限">{formatBytes(p.heapLimit)}</Descriptions.Item>
                  <Descriptions.Item label="常驻内存 RSS">{formatBytes(p.rss)}</Descriptions.Item>
                  <Descriptions.Item label="外部内存">{formatBytes(p.external)}</Descriptions.Item>
                  <Descriptions.Item label="ArrayBuffer">{formatBytes(p.arrayBuffers)}</Descriptions.Item>
                  <Descriptions.Item label="事件循环 p50">{formatMs(p.eventLoop.p50Ms)}</Descriptions.Item>
                  <Descriptions.Item label="事件循环 p99">{formatMs(p.eventLoop.p99Ms)}</Descriptions.Item>
                  <Descriptions.Item label="事件循环最大">{formatMs(p.eventLoop.maxMs)}</Descriptions.Item>
                </Descriptions>
              </Panel>
            </Col>
            <Col xs={24} xl={12}>
              <Panel title="服务器" style={{ marginBottom: 16 }}>
                <Descriptions size="small" column={TWO_COLUMNS} bordered styles={CELLS}>
                  <Descriptions.Item label="主机名">{s.hostname}</Descriptions.Item>
                  <Descriptions.Item label="CPU 核数">{s.cpuCount}</Descriptions.Item>
                  <Descriptions.Item label="CPU 型号" span={2}>
                    {s.cpuModel || "-"}
                  </Descriptions.Item>
                  <Descriptions.Item label="负载（1/5/15 分钟）" span={2}>
                    {[s.loadAverage.one, s.loadAverage.five, s.loadAverage.fifteen]
                      .map((v) => v.toFixed(2))
                      .join(" / ")}
                  </Descriptions.Item>
                  <Descriptions.Item label="内存总量">{formatBytes(s.totalMemory)}</Descriptions.Item>
                  <Descriptions.Item label="内存已用">
                    {`${formatBytes(usedMemory)}（${formatPercent((usedMemory * 100) / s.totalMemory)}）`}
                  </Descriptions.Item>
                </Descriptions>
              </Panel>
              <Panel title="垃圾回收">
                <Table
                  size="small"
                  rowKey="kind"
                  pagination={false}
                  dataSource={info.gc}
                  locale={{ emptyText: "尚未发生垃圾回收" }}
                  columns={[
                    { title: "类型", dataIndex: "kind", render: (k: string) => GC_KINDS[k] ?? k },
                    { title: "次数", dataIndex: "count", align: "right" },
                    {
                      title: "暂停总时长",
                      dataIndex: "pauseSeconds",
                      align: "right",
                      render: (v: number) => formatMs(v * 1000),
                    },
                  ]}
                />
              </Panel>
            </Col>
          </Row>
        );
      }}
    </MonitorFrame>
  );
}
