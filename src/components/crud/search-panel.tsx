import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from "@ant-design/icons";
import { Button, Col, Grid, Row, Space } from "antd";
import { type FormEvent, useState } from "react";
import { fieldControl, valueProps } from "./field-control";
import { searchFields } from "./fields";
import type { FormValues } from "./record-form";
import { SearchField } from "./search-field";
import type { ResourceDecl } from "./types";

/** More than this many search fields fold behind 展开 (the original's toggleSearchStatus). */
const FOLDED_COUNT = 3;
/** On a phone one field shows above the buttons, so the list starts on the first screen. */
const PHONE_FOLDED_COUNT = 1;

const colSpan = { xs: 24, sm: 12, md: 8, xl: 6 };

/**
 * The search panel above a list: the declaration's search fields, 查询 (or Enter in a field) and 重置, which
 * empties them and searches again.
 */
export function SearchPanel({
  resource,
  onSearch,
}: {
  resource: ResourceDecl;
  onSearch: (values: FormValues) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [values, setValues] = useState<FormValues>({});
  const shownCount = Grid.useBreakpoint().xs === true ? PHONE_FOLDED_COUNT : FOLDED_COUNT;
  const fields = searchFields(resource);
  if (fields.length === 0) return null;
  const foldable = fields.length > shownCount;

  const reset = () => {
    setValues({});
    onSearch({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; older browsers do not map <search>.
    <form
      role="search"
      aria-label="查询条件"
      style={{ marginBottom: 8 }}
      onSubmit={submit}
      autoComplete="off"
    >
      <Row gutter={24}>
        {fields.map((field, index) => (
          <Col
            key={field.dataIndex}
            {...colSpan}
            style={foldable && !expanded && index >= shownCount ? { display: "none" } : undefined}
          >
            <SearchField
              // The ids carry the resource's name, so labels stay unique beside the add/edit form's same fields.
              id={`${resource.name}-search_${field.dataIndex}`}
              label={field.title}
              value={values[field.dataIndex]}
              onChange={(value) => setValues((shown) => ({ ...shown, [field.dataIndex]: value }))}
              {...valueProps(field)}
            >
              {fieldControl(field, "search")}
            </SearchField>
          </Col>
        ))}
        <Col {...colSpan}>
          <div style={{ marginBottom: 24, minHeight: 32, display: "flex", alignItems: "center" }}>
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
          </div>
        </Col>
      </Row>
    </form>
  );
}
