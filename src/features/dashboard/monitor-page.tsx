import { CarOutlined, FieldTimeOutlined, GlobalOutlined, SafetyCertificateOutlined } from "@ant-design/icons";
import { Col, Row } from "antd";
import { Panel } from "@/components/layout/panel";
import { openCount, useLoginInfo, usePermitStats } from "./dashboard-api";
import { BucketBar, BucketPie, RecentLine } from "./lazy-charts";
import { StatCard } from "./stat-card";

/**
 * dashboard/Monitor, 监控页: how the gates stand today (valid permits, waiting applications, visits), the
 * week's new applications and where and with what the permits go.
 */
export default function MonitorPage() {
  const info = useLoginInfo();
  const permits = usePermitStats();
  const common = { loading: permits.loading, error: permits.error };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} xl={6}>
        <StatCard
          title="今日有效通行证"
          icon={<SafetyCertificateOutlined />}
          color="#1890ff"
          value={permits.data?.validToday}
          footer="已通过且在有效期内"
          {...common}
        />
      </Col>
      <Col xs={12} xl={6}>
        <StatCard
          title="待处理申请"
          icon={<FieldTimeOutlined />}
          color="#fa8c16"
          value={openCount(permits.data)}
          footer="待审核与审核中"
          {...common}
        />
      </Col>
      <Col xs={12} xl={6}>
        <StatCard
          title="申请总数"
          icon={<CarOutlined />}
          color="#722ed1"
          value={permits.data?.total}
          footer="全部通行证申请"
          {...common}
        />
      </Col>
      <Col xs={12} xl={6}>
        <StatCard
          title="今日访问IP"
          icon={<GlobalOutlined />}
          color="#52c41a"
          value={info.data?.todayIp}
          loading={info.loading}
          error={info.error}
          footer={info.data ? `今日访问 ${info.data.todayVisitCount} 次` : undefined}
        />
      </Col>
      <Col xs={24} xl={12}>
        <Panel title="近7日新申请">
          <RecentLine state={permits} />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel title="通行证类型分布">
          <BucketPie state={permits} pick={(s) => s.byType} />
        </Panel>
      </Col>
      <Col span={24}>
        <Panel title="通行区域分布">
          <BucketBar state={permits} pick={(s) => s.byRegion} name="申请数" />
        </Panel>
      </Col>
    </Row>
  );
}
