import { Col, Row } from "antd";
import { AccountCard } from "./account-card";
import { QuickLinks } from "./quick-links";
import { WelcomeCard } from "./welcome-card";

/** The home page (dashboard/Analysis, Workplace, Monitor until each grows its own content). */
export default function HomePage() {
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <WelcomeCard />
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
