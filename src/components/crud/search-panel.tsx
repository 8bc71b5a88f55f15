import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from "@ant-design/icons";
import { Button, Col, Form, type FormProps, Grid, Row, Space } from "antd";
import { useState } from "react";
import { fieldControl, valueProps } from "./field-control";
import { searchFields } from "./fields";
import type { ResourceDecl } from "./types";

/** More than this many search fields fold behind 展开 (the original's toggleSearchStatus). */
const FOLDED_COUNT = 3;
/** On a phone one field shows above the buttons, so the list starts on the first screen. */
const PHONE_FOLDED_COUNT = 1;

const colSpan = { xs: 24, sm: 12, md: 8, xl: 6 };

/** The search panel above a list: the declaration's search fields, 查询 and 重置. */
export function SearchPanel<T>({ resource, formProps }: { resource: ResourceDecl; formProps: FormProps<T> }) {
  const [expanded, setExpanded] = useState(false);
  const shownCount = Grid.useBreakpoint().xs === true ? PHONE_FOLDED_COUNT : FOLDED_COUNT;
  const fields = searchFields(resource);
  if (fields.length === 0) return null;
  const foldable = fields.length > shownCount;

  const reset = () => {
    formProps.form?.resetFields();
    formProps.form?.submit();
  };

  return (
    <Form<T>
      {...formProps}
      // A form name prefixes the input ids, so labels stay unique beside the add/edit form's same fields.
      name={`${resource.name}-search`}
      layout="horizontal"
      role="search"
      aria-label="查询条件"
      style={{ marginBottom: 8 }}
    >
      <Row gutter={24}>
        {fields.map((field, index) => (
          <Col
            key={field.dataIndex}
            {...colSpan}
            style={foldable && !expanded && index >= shownCount ? { display: "none" } : undefined}
          >
            <Form.Item label={field.title} name={field.dataIndex} {...valueProps(field)}>
              {fieldControl(field, "search")}
            </Form.Item>
          </Col>
        ))}
        <Col {...colSpan}>
          <Form.Item>
            <Space wrap size={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>
                重置
              </Button>
              {foldable && (
                <Button
                  type="link"
                  style={{ paddingInline: 4 }}
                  onClick={() => setExpanded((open) => !open)}
                  aria-expanded={expanded}
                >
                  {expanded ? "收起" : "展开"}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
