import { Form, Input, Select, Table, Tag } from "antd";
import { useState } from "react";
import { Panel } from "@/components/layout/panel";
import { MONITOR_PATHS, type TraceEntry, type TraceList } from "../../../shared/monitor";
import { formatMs, formatTime } from "./format";
import { usePolled } from "./monitor-api";
import { MonitorFrame } from "./monitor-kit";

const STATUS_OPTIONS = [
  { value: "", label: "全部状态" },
  { value: "2xx", label: "2xx 成功" },
  { value: "3xx", label: "3xx 重定向" },
  { value: "4xx", label: "4xx 客户端错误" },
  { value: "5xx", label: "5xx 服务端错误" },
];

function statusColor(status: number): string {
  if (status >= 500) return "red";
  if (status >= 400) return "orange";
  if (status >= 300) return "blue";
  return "green";
}

const METHOD_COLORS: Record<string, string> = { GET: "blue", POST: "green", PUT: "gold", DELETE: "red" };

/** 请求追踪: the server's last requests, newest first, filtered by status and a piece of the path. */
export default function TracePage() {
  const [status, setStatus] = useState("");
  const [path, setPath] = useState("");
  const query: Record<string, string> = {};
  if (status) query.status = status;
  if (path.trim()) query.path = path.trim();
  const state = usePolled<TraceList>(MONITOR_PATHS.trace, query);
  return (
    <MonitorFrame state={state}>
      {(data) => (
        <Panel>
          <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
            <Form.Item label="状态">
              <Select
                aria-label="状态"
                value={status}
                onChange={setStatus}
                options={STATUS_OPTIONS}
                style={{ width: 160 }}
              />
            </Form.Item>
            <Form.Item label="路径">
              <Input.Search
                aria-label="路径"
                allowClear
                placeholder="路径中包含的文字"
                defaultValue={path}
                onSearch={setPath}
                style={{ width: 260 }}
              />
            </Form.Item>
          </Form>
          <Table<TraceEntry>
            data-testid="trace-table"
            size="small"
            rowKey={(r) => `${r.timestamp}-${r.method}-${r.path}-${r.timeTaken}`}
            dataSource={data.traces}
            // The path column takes the room left and breaks long paths; the table scrolls sideways
            // only on a screen narrower than its fixed columns plus a readable path.
            scroll={{ x: 900 }}
            pagination={{
              pageSize: 20,
              showSizeChanger: false,
              showTotal: (total) => `最近 ${total} 条（最多保留 ${data.capacity} 条）`,
            }}
            columns={[
              { title: "时间", dataIndex: "timestamp", width: 170, render: formatTime },
              {
                title: "方法",
                dataIndex: "method",
                width: 80,
                render: (m: string) => <Tag color={METHOD_COLORS[m] ?? "default"}>{m}</Tag>,
              },
              {
                title: "路径",
                dataIndex: "path",
                render: (p: string) => <span style={{ wordBreak: "break-all" }}>{p}</span>,
              },
              {
                title: "状态",
                dataIndex: "status",
                width: 80,
                render: (s: number) => <Tag color={statusColor(s)}>{s}</Tag>,
              },
              { title: "耗时", dataIndex: "timeTaken", width: 100, align: "right", render: formatMs },
              { title: "用户", dataIndex: "principal", width: 110, render: (u: string | null) => u ?? "-" },
              { title: "来源地址", dataIndex: "remoteAddress", width: 140 },
            ]}
          />
        </Panel>
      )}
    </MonitorFrame>
  );
}
