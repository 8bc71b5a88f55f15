import { ReloadOutlined, SearchOutlined } from "@ant-design/icons";
import { Button, Form, type FormInstance, Space } from "antd";
import type { ReactNode } from "react";
import "./inline-search-form.css";

/** A one-line query form of a custom list: its fields, then 查询 and 重置 (which searches with nothing). */
export function InlineSearchForm<T extends object>({
  form,
  name,
  onSearch,
  children,
}: {
  form: FormInstance<T>;
  name: string;
  onSearch: (values: T) => void;
  children: ReactNode;
}) {
  return (
    <Form<T>
      form={form}
      name={name}
      layout="inline"
      className="inline-search-form"
      role="search"
      aria-label="查询条件"
      onFinish={onSearch}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({} as T);
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
