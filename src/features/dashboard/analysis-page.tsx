import { EyeOutlined, FileDoneOutlined, GlobalOutlined, SafetyCertificateOutlined } from "@ant-design/icons";
import { Col, Row } from "antd";
import { Panel } from "@/components/layout/panel";
import { openCount, useLoginInfo, usePermitStats, useVisitInfo } from "./dashboard-api";
import { BucketBar, BucketPie, RecentLine, VisitChart } from "./lazy-charts";
import { StatCard } from "./stat-card";

/** dashboard/Analysis: visit statistics and permit figures with charts. */
export default function AnalysisPage() {
  const info = useLoginInfo();
  const visits = useVisitInfo();
  const permits = usePermitStats();
  const open = openCount(permits.data);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title="总访问量"
          icon={<EyeOutlined />}
          value={info.data?.totalVisitCount}
          loading={info.loading}
          error={info.error}
          footer="登录次数累计"
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title="今日访问"
          icon={<GlobalOutlined />}
          color="#52c41a"
          value={info.data?.todayVisitCount}
          loading={info.loading}
          error={info.error}
          footer={info.data ? `今日IP ${info.data.todayIp}` : undefined}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title="通行证申请"
          icon={<FileDoneOutlined />}
          color="#722ed1"
          value={permits.data?.total}
          loading={permits.loading}
          error={permits.error}
          footer={open === undefined ? undefined : `待处理 ${open}`}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title="今日有效通行证"
          icon={<SafetyCertificateOutlined />}
          color="#faad14"
          value={permits.data?.validToday}
          loading={permits.loading}
          error={permits.error}
          footer="已通过且在有效期内"
        />
      </Col>
      <Col xs={24} xl={16}>
        <Panel title="近7日访问统计">
          <VisitChart state={visits} />
        </Panel>
      </Col>
      <Col xs={24} xl={8}>
        <Panel title="申请状态分布">
          <BucketPie state={permits} pick={(s) => s.byStatus} />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel title="近7日新申请">
          <RecentLine state={permits} />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel title="通行区域分布">
          <BucketBar state={permits} pick={(s) => s.byRegion} name="申请数" />
        </Panel>
      </Col>
    </Row>
  );
}
