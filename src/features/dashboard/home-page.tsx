import { Col, Row } from "antd";
import { Panel } from "@/components/layout/panel";
import { usePermitStats, useVisitInfo } from "./dashboard-api";
import { BucketPie, VisitChart } from "./lazy-charts";
import { QuickLinks } from "./quick-links";
import { WelcomeCard } from "./welcome-card";
import { WorkSummary } from "./work-summary";

/**
 * 首页, the fixed home tab: the greeting, the figures that need attention, the week's visits and the state
 * of the applications, and shortcuts into the work.
 */
export default function HomePage() {
  const visits = useVisitInfo();
  const permits = usePermitStats();
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <WelcomeCard />
      </Col>
      <Col span={24}>
        <WorkSummary />
      </Col>
      <Col xs={24} xl={14}>
        <Panel title="近7日访问趋势">
          <VisitChart state={visits} kind="area" />
        </Panel>
      </Col>
      <Col xs={24} xl={10}>
        <Panel title="通行证状态">
          <BucketPie state={permits} pick={(s) => s.byStatus} />
        </Panel>
      </Col>
      <Col span={24}>
        <QuickLinks />
      </Col>
    </Row>
  );
}
