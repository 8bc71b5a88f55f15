import { DatePicker, Descriptions, Form, Input, Tabs } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { DictSelect } from "@/components/crud/dict-select";
import { Panel } from "@/components/layout/panel";
import { eqFilters, ResourceTable } from "@/components/resource-table";
import { InlineSearchForm } from "@/components/screen-kit/inline-search-form";
import { type Row, text } from "@/components/screen-kit/row";
import { type LogFilters, type LogType, logQuery } from "./log-query";

interface FormValues {
  keyWord?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  operateType?: string;
}

function toFilters(values: FormValues): LogFilters {
  const [from, to] = values.range ?? [];
  return {
    keyWord: values.keyWord,
    range: from && to ? [from.format("YYYY-MM-DD"), to.format("YYYY-MM-DD")] : undefined,
    operateType: values.operateType,
  };
}

const baseColumns = [
  { title: "日志内容", dataIndex: "logContent", key: "logContent", ellipsis: true },
  { title: "操作人账号", dataIndex: "userid", key: "userid", width: 120 },
  { title: "操作人名称", dataIndex: "username", key: "username", width: 120 },
  { title: "IP", dataIndex: "ip", key: "ip", width: 140 },
  { title: "耗时(毫秒)", dataIndex: "costTime", key: "costTime", width: 100 },
];
const timeColumn = { title: "创建时间", dataIndex: "createTime", key: "createTime", width: 170 };
const operateColumn = { title: "操作类型", dataIndex: "operateType_dictText", key: "operateType", width: 90 };

/** One operation's request, shown when its row is expanded. */
function RequestDetails({ row }: { row: Row }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="请求方法">{text(row.method)}</Descriptions.Item>
      <Descriptions.Item label="请求路径">
        {text(row.requestType)} {text(row.requestUrl)}
      </Descriptions.Item>
      <Descriptions.Item label="请求参数">
        <span style={{ wordBreak: "break-all" }}>{text(row.requestParam)}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

function LogTable({ logType }: { logType: LogType }) {
  const [form] = Form.useForm<FormValues>();
  const [filters, setFilters] = useState<LogFilters>({});
  const search = (values: FormValues) => setFilters(toFilters(values));
  const columns =
    logType === "2" ? [...baseColumns, operateColumn, timeColumn] : [...baseColumns, timeColumn];

  return (
    <>
      <InlineSearchForm<FormValues> form={form} name={`log-${logType}-search`} onSearch={search}>
        <Form.Item name="keyWord" label="搜索日志">
          <Input allowClear placeholder="请输入日志内容" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="range" label="创建时间">
          <DatePicker.RangePicker placeholder={["开始时间", "结束时间"]} />
        </Form.Item>
        {logType === "2" && (
          <Form.Item name="operateType" label="操作类型">
            <DictSelect dict="operate_type" placeholder="请选择操作类型" style={{ width: 160 }} allowClear />
          </Form.Item>
        )}
      </InlineSearchForm>
      <ResourceTable<Row>
        resource="sys-log"
        list="/sys/log/list"
        search={eqFilters(logQuery(logType, filters))}
        size="middle"
        rowKey={(row) => text(row.id)}
        columns={columns}
        scroll={{ x: "max-content" }}
        expandable={
          logType === "2" ? { expandedRowRender: (row) => <RequestDetails row={row} /> } : undefined
        }
      />
    </>
  );
}

/** 日志管理 (system/LogList): 登录日志 and 操作日志, filtered by keyword, time range and operation type. */
export default function LogPage() {
  return (
    <Panel>
      <Tabs
        defaultActiveKey="1"
        destroyOnHidden
        items={[
          { key: "1", label: "登录日志", children: <LogTable logType="1" /> },
          { key: "2", label: "操作日志", children: <LogTable logType="2" /> },
        ]}
      />
    </Panel>
  );
}
