import { App, Button, Form, Input, Select, Space, Tag } from "antd";
import { useState } from "react";
import { DictSelect } from "@/components/crud/dict-select";
import { DictTag } from "@/components/dict/dict-tag";
import { Panel } from "@/components/layout/panel";
import { eqFilters, ResourceTable } from "@/components/resource-table";
import { InlineSearchForm } from "@/components/screen-kit/inline-search-form";
import { useMessageOpener } from "./message-opener";
import { MESSAGE_RESOURCE, type MessageItem, MY_MESSAGES_URL, useReadAll } from "./notice-api";
import { PriorityTag } from "./priority-tag";

interface SearchValues {
  titile?: string;
  msgCategory?: string;
  readFlag?: string;
}

const isUnread = (item: MessageItem) => String(item.readFlag ?? "0") !== "1";

/** The search as the endpoint takes it: only the conditions given. */
function searchQuery(values: SearchValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ["titile", "msgCategory", "readFlag"] as const) {
    const value = values[key]?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/**
 * 我的消息 (/isps/userAnnouncement): the user's messages, newest first, with their read state; 查看 opens
 * one as the bell does (and marks it read); 全部标注已读 marks them all.
 */
export default function UserAnnouncementPage() {
  const { modal } = App.useApp();
  const [form] = Form.useForm<SearchValues>();
  const [search, setSearch] = useState<Record<string, string>>({});
  const { open, dialog } = useMessageOpener();
  const readAll = useReadAll();

  const confirmReadAll = () =>
    modal.confirm({
      title: "确认操作",
      content: "是否全部标注已读?",
      okText: "确定",
      cancelText: "取消",
      onOk: () => readAll(),
    });

  return (
    <Panel>
      <InlineSearchForm<SearchValues>
        form={form}
        name="user-announcement-search"
        onSearch={(v) => setSearch(searchQuery(v))}
      >
        <Form.Item name="titile" label="标题">
          <Input allowClear placeholder="请输入标题" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="msgCategory" label="消息类型">
          <DictSelect dict="msg_category" placeholder="请选择消息类型" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="readFlag" label="阅读状态">
          <Select
            allowClear
            placeholder="请选择阅读状态"
            style={{ width: 140 }}
            options={[
              { value: "0", label: "未读" },
              { value: "1", label: "已读" },
            ]}
          />
        </Form.Item>
      </InlineSearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={confirmReadAll}>
          全部标注已读
        </Button>
      </Space>
      <ResourceTable<MessageItem>
        resource={MESSAGE_RESOURCE}
        list={MY_MESSAGES_URL}
        search={eqFilters(search)}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: "暂无消息" }}
        columns={[
          {
            title: "标题",
            dataIndex: "titile",
            key: "titile",
            // Unread titles stand out in bold, as in the bell's list they come from.
            render: (_v, item) => (
              <span style={{ fontWeight: isUnread(item) ? 600 : undefined }}>{item.titile}</span>
            ),
          },
          {
            title: "消息类型",
            dataIndex: "msgCategory",
            key: "msgCategory",
            width: 110,
            render: (value) => <DictTag dictCode="msg_category" value={value} plain />,
          },
          { title: "发布人", dataIndex: "sender", key: "sender", width: 110 },
          { title: "发布时间", dataIndex: "sendTime", key: "sendTime", width: 170 },
          {
            title: "优先级",
            dataIndex: "priority",
            key: "priority",
            width: 100,
            render: (value) => <PriorityTag priority={value} />,
          },
          {
            title: "阅读状态",
            dataIndex: "readFlag",
            key: "readFlag",
            width: 100,
            render: (_v, item) => (isUnread(item) ? <Tag color="red">未读</Tag> : <Tag>已读</Tag>),
          },
          {
            title: "操作",
            key: "action",
            width: 80,
            fixed: "right",
            render: (_v, item) => (
              <Button type="link" size="small" onClick={() => open(item)}>
                查看
              </Button>
            ),
          },
        ]}
      />
      {dialog}
    </Panel>
  );
}
