import { Col, Row } from "antd";
import { Panel } from "@/components/layout/panel";
import { usePermitStats, useVisitInfo } from "./dashboard-api";
import { BucketBar, BucketPie, RecentLine, VisitChart } from "./lazy-charts";

/** dashboard/IndexChart: every figure of the system as a chart. */
export default function ChartPage() {
  const visits = useVisitInfo();
  const permits = usePermitStats();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Panel title="访问次数与IP（柱状图）">
          <VisitChart state={visits} />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel title="访问趋势（面积图）">
          <VisitChart state={visits} kind="area" />
        </Panel>
      </Col>
      <Col xs={24} xl={8}>
        <Panel title="通行证类型">
          <BucketPie state={permits} pick={(s) => s.byType} />
        </Panel>
      </Col>
      <Col xs={24} xl={8}>
        <Panel title="申请状态">
          <BucketBar state={permits} pick={(s) => s.byStatus} name="申请数" />
        </Panel>
      </Col>
      <Col xs={24} xl={8}>
        <Panel title="近7日新申请">
          <RecentLine state={permits} />
        </Panel>
      </Col>
    </Row>
  );
}
