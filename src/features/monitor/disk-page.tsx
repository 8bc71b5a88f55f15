import { Col, Descriptions, Progress, Row, Typography } from "antd";
import { Panel } from "@/components/layout/panel";
import { type DataFolderInfo, type DiskInfo, MONITOR_PATHS } from "../../../shared/monitor";
import { formatBytes, formatCount, usageColor } from "./format";
import { usePolled } from "./monitor-api";
import { MonitorFrame } from "./monitor-kit";

function DiskGauge({ disk }: { disk: DiskInfo }) {
  return (
    <Panel style={{ textAlign: "center", height: "100%" }}>
      <div data-testid="disk-gauge">
        <Progress
          type="dashboard"
          percent={disk.restPPT}
          strokeColor={usageColor(disk.restPPT)}
          format={(p) => `${p}%`}
          size={140}
          aria-label={`${disk.name} 使用率`}
        />
        <Typography.Title level={5} ellipsis={{ tooltip: disk.name }} style={{ margin: "8px 0 4px" }}>
          {disk.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          已用 {formatBytes(disk.max - disk.rest)} / 共 {formatBytes(disk.max)}，可用 {formatBytes(disk.rest)}
        </Typography.Text>
      </div>
    </Panel>
  );
}

function DataFolder({ folder }: { folder: DataFolderInfo }) {
  const parts = [
    { label: folder.database.remote ? "数据库（PostgreSQL 服务器上）" : "数据库", use: folder.database },
    { label: "上传文件", use: folder.uploads },
    { label: "备份", use: folder.backups },
  ];
  const largest = Math.max(1, ...parts.map((p) => p.use.bytes));
  return (
    <Panel title="数据目录">
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="路径">
          <Typography.Text code>{folder.dataDir}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="本机占用">{formatBytes(folder.total)}</Descriptions.Item>
      </Descriptions>
      {parts.map((p) => (
        <div key={p.label} data-testid="data-folder-part" style={{ marginBottom: 12 }}>
          <div style={{ display: "flex", justifyContent: "space-between" }}>
            <span>{p.label}</span>
            <span>
              {formatBytes(p.use.bytes)}
              {p.use.files > 0 ? `（${formatCount(p.use.files)} 个文件）` : ""}
            </span>
          </div>
          <Progress
            percent={Math.round((p.use.bytes * 100) / largest)}
            showInfo={false}
            size="small"
            aria-label={`${p.label}占用`}
          />
        </div>
      ))}
    </Panel>
  );
}

/** 磁盘监控: a gauge per mounted file system, and what the server's data folder holds. */
export default function DiskPage() {
  const disks = usePolled<DiskInfo[]>(MONITOR_PATHS.disk);
  const folder = usePolled<DataFolderInfo>(MONITOR_PATHS.dataFolder);
  return (
    <MonitorFrame state={disks}>
      {(list) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Row gutter={[16, 16]}>
              {list.map((disk) => (
                <Col key={disk.name} xs={24} sm={12} lg={8}>
                  <DiskGauge disk={disk} />
                </Col>
              ))}
            </Row>
          </Col>
          <Col xs={24} xl={8}>
            {folder.data ? (
              <DataFolder folder={folder.data} />
            ) : (
              <Panel title="数据目录">{folder.error ?? "加载中…"}</Panel>
            )}
          </Col>
        </Row>
      )}
    </MonitorFrame>
  );
}
