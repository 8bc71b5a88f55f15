import { Col, Row } from "antd";
import { AccountCard } from "./account-card";
import { QuickLinks } from "./quick-links";
import { WelcomeCard } from "./welcome-card";
import { WorkSummary } from "./work-summary";

/** dashboard/Workplace: the greeting by hour, the day's work, shortcuts and the account. */
export default function WorkplacePage() {
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <WelcomeCard />
      </Col>
      <Col span={24}>
        <WorkSummary />
      </Col>
      <Col xs={24} xl={16}>
        <QuickLinks />
      </Col>
      <Col xs={24} xl={8}>
        <AccountCard />
      </Col>
    </Row>
  );
}
