import { Col, Row } from "antd";
import { openCount, useLoginInfo, usePermitStats } from "./dashboard-api";
import { StatCard } from "./stat-card";

/** The figures a clerk or approver starts the day with. */
export function WorkSummary() {
  const permits = usePermitStats();
  const info = useLoginInfo();
  const count = (value: string) => permits.data?.byStatus.find((b) => b.value === value)?.count;
  const common = { loading: permits.loading, error: permits.error };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <StatCard
          title="待处理申请"
          color="#fa8c16"
          value={openCount(permits.data)}
          footer="待审核与审核中"
          {...common}
        />
      </Col>
      <Col xs={12} lg={6}>
        <StatCard title="已通过" color="#52c41a" value={count("1")} footer="累计审核通过" {...common} />
      </Col>
      <Col xs={12} lg={6}>
        <StatCard
          title="今日有效通行证"
          color="#1890ff"
          value={permits.data?.validToday}
          footer="在有效期内"
          {...common}
        />
      </Col>
      <Col xs={12} lg={6}>
        <StatCard
          title="今日访问"
          color="#722ed1"
          value={info.data?.todayVisitCount}
          loading={info.loading}
          error={info.error}
          footer={info.data ? `今日IP ${info.data.todayIp}` : undefined}
        />
      </Col>
    </Row>
  );
}
