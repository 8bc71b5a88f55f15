import { ReloadOutlined } from "@ant-design/icons";
import { Button, Col, Row, Statistic, Table } from "antd";
import { Panel } from "@/components/layout/panel";
import type { InfoRow } from "../../../shared/redis-monitor";
import { useKeysSeries, useMemorySeries, useRedisInfo } from "./redis-api";
import { SeriesChart } from "./redis-charts";
import { isNotConfigured, RedisUnavailable } from "./redis-not-configured";

const columns = [
  { title: "Key", dataIndex: "key", width: 260 },
  { title: "Description", dataIndex: "description" },
  { title: "Value", dataIndex: "value", width: 320, ellipsis: true },
];

const FIGURES: readonly (readonly [string, string])[] = [
  ["redis_version", "版本"],
  ["uptime_in_days", "运行天数"],
  ["connected_clients", "客户端连接数"],
];

/**
 * modules/monitor/RedisInfo (Redis 监控): the key count and memory charts, read every 3 s while the page is
 * open (6 points each), and INFO with the description of each field.
 */
export default function RedisInfoPage() {
  const info = useRedisInfo();
  const keys = useKeysSeries();
  const memory = useMemorySeries();
  const reason = info.error ?? keys.error;
  if (reason && isNotConfigured(reason)) return <RedisUnavailable message={reason} />;
  const value = (key: string) => info.data?.find((r) => r.key === key)?.value;
  const dbSize = keys.data?.at(-1)?.value;
  const usedKb = memory.data?.at(-1)?.value;
  return (
    <Row gutter={[16, 16]}>
      {reason && (
        <Col span={24}>
          <RedisUnavailable message={reason} />
        </Col>
      )}
      <Col span={24}>
        <Panel>
          <Row gutter={16}>
            <Col xs={12} md={4}>
              <Statistic title="Key 数量" value={dbSize ?? "-"} />
            </Col>
            {FIGURES.map(([key, title]) => (
              <Col xs={12} md={5} key={key}>
                <Statistic title={title} value={value(key) ?? "-"} />
              </Col>
            ))}
            <Col xs={12} md={5}>
              <Statistic
                title="内存占用"
                value={usedKb ?? "-"}
                suffix={usedKb === undefined ? undefined : "KB"}
              />
            </Col>
          </Row>
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel title="Redis Key 实时数量（个）">
          <SeriesChart state={keys} color="#1890ff" unit="个" name="Key 数量" />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel title="Redis 内存实时占用情况（KB）">
          <SeriesChart state={memory} color="#52c41a" unit="KB" name="内存占用" />
        </Panel>
      </Col>
      <Col span={24}>
        <Panel
          title={
            <span style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
              Redis 详细信息
              <Button icon={<ReloadOutlined />} onClick={info.refetch} size="small">
                刷新
              </Button>
            </span>
          }
        >
          <Table<InfoRow>
            rowKey="key"
            size="small"
            columns={columns}
            dataSource={info.data ?? []}
            loading={info.loading}
            pagination={false}
            scroll={{ x: 800 }}
          />
        </Panel>
      </Col>
    </Row>
  );
}
