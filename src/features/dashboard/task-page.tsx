import { Col, Empty, Progress, Row, Skeleton } from "antd";
import { Link } from "react-router";
import { Panel } from "@/components/layout/panel";
import { PALETTE } from "./charts";
import { type Bucket, usePermitStats } from "./dashboard-api";

const LIST_PATH = "/permit/application";

/** One column of the board: a status, its count and its share of all applications. */
function Lane({ bucket, total, color }: { bucket: Bucket; total: number; color: string }) {
  const percent = total > 0 ? Math.round((bucket.count / total) * 100) : 0;
  return (
    <section
      aria-label={bucket.text}
      style={{
        background: "#fafafa",
        borderRadius: 8,
        padding: 16,
        borderTop: `3px solid ${color}`,
        height: "100%",
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "baseline" }}>
        <h4 style={{ margin: 0, fontSize: 15, fontWeight: 600 }}>{bucket.text}</h4>
        <span style={{ fontSize: 24, fontWeight: 600 }}>{bucket.count}</span>
      </div>
      <Progress percent={percent} strokeColor={color} size="small" aria-label={`${bucket.text}占比`} />
    </section>
  );
}

/** dashboard/IndexTask: the applications by stage of their approval, as a task board. */
export default function TaskPage() {
  const permits = usePermitStats();
  const total = permits.data?.total ?? 0;
  return (
    <Panel
      title={
        <span style={{ display: "flex", justifyContent: "space-between" }}>
          任务看板
          <Link to={LIST_PATH} style={{ fontSize: 14, fontWeight: 400 }}>
            进入通行证申请
          </Link>
        </span>
      }
    >
      {permits.loading ? (
        <Skeleton active />
      ) : !permits.data ? (
        <Empty description={permits.error ?? "暂无数据"} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {permits.data.byStatus.map((bucket, i) => (
              <Col key={bucket.value} xs={24} sm={12} lg={8} xxl={4}>
                <Lane bucket={bucket} total={total} color={PALETTE[i % PALETTE.length]} />
              </Col>
            ))}
          </Row>
          <h4 style={{ margin: "24px 0 12px", fontSize: 15, fontWeight: 600 }}>按通行证类型</h4>
          <Row gutter={[16, 16]}>
            {permits.data.byType.map((bucket, i) => (
              <Col key={bucket.value} xs={24} sm={12} lg={8}>
                <Lane bucket={bucket} total={total} color={PALETTE[(i + 4) % PALETTE.length]} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </Panel>
  );
}
