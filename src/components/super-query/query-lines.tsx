import { DeleteOutlined, MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Col, Row, Select, Space } from "antd";
import {
  changeRule,
  type MatchType,
  SUPER_RULES,
  type SuperQueryField,
  type SuperQueryGroup,
  type SuperQueryLine,
  selectField,
} from "./conditions";
import { newLine } from "./new-line";
import { ValueInput } from "./value-input";

/** A group's match type, said the short way its header reads: 匹配 所有 / 任意 条件. */
const GROUP_MATCH: readonly { value: MatchType; label: string }[] = [
  { value: "and", label: "所有" },
  { value: "or", label: "任意" },
];

interface LinesProps {
  fields: readonly SuperQueryField[];
  lines: readonly SuperQueryLine[];
  /** the label of line `n` (1-based), e.g. `第2行` or `第1组第2行` */
  name: (n: number) => string;
  /** the lines after an edit; an empty list when the last one was removed */
  onChange: (lines: SuperQueryLine[]) => void;
  /** the top-level number of the first line (top-level lines are counted across groups) */
  firstNumber?: number;
}

/** Lines of the builder: field, rule, value, and a button to add a line after them or remove one. */
export function QueryLines({ fields, lines, name, onChange, firstNumber = 1 }: LinesProps) {
  const fieldOf = (value: string | undefined) => fields.find((f) => f.value === value);
  const setLine = (index: number, line: SuperQueryLine) =>
    onChange(lines.map((old, i) => (i === index ? line : old)));
  const addLine = () => onChange([...lines, newLine()]);
  const removeLine = (index: number) => onChange(lines.filter((_, i) => i !== index));
  return lines.map((line, index) => {
    const label = name(firstNumber + index);
    return (
      // Lines have no identity of their own; the position is what the user edits.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Row key={index} gutter={12} style={{ marginBottom: 12 }} data-testid="super-query-line">
        <Col xs={24} md={8}>
          <Select<string>
            aria-label={`${label}查询字段`}
            showSearch
            allowClear
            optionFilterProp="label"
            placeholder="选择查询字段"
            style={{ width: "100%" }}
            value={line.field}
            options={fields.map((f) => ({ value: f.value, label: f.text }))}
            onChange={(value) => setLine(index, selectField(line, fieldOf(value)))}
          />
        </Col>
        <Col xs={24} md={5}>
          <Select
            aria-label={`${label}匹配规则`}
            placeholder="匹配规则"
            style={{ width: "100%" }}
            value={line.rule}
            options={SUPER_RULES.map((r) => ({ ...r }))}
            onChange={(rule) => setLine(index, changeRule(line, rule))}
          />
        </Col>
        <Col xs={24} md={7}>
          <ValueInput
            label={`${label}查询值`}
            line={line}
            onChange={(val) => setLine(index, { ...line, val })}
          />
        </Col>
        <Col xs={24} md={4}>
          <Space>
            <Button aria-label="新增条件" icon={<PlusOutlined />} onClick={addLine} />
            <Button aria-label="删除条件" icon={<MinusOutlined />} onClick={() => removeLine(index)} />
          </Space>
        </Col>
      </Row>
    );
  });
}

const groupBox = {
  border: "1px dashed #d9d9d9",
  borderRadius: 8,
  padding: "8px 12px 0",
  marginBottom: 12,
  background: "#fafafa",
} as const;

/** A group of lines inside the query: its own 匹配 所有/任意 and its own lines. */
export function QueryGroup({
  fields,
  group,
  number,
  onChange,
  onRemove,
}: {
  fields: readonly SuperQueryField[];
  group: SuperQueryGroup;
  number: number;
  onChange: (group: SuperQueryGroup) => void;
  onRemove: () => void;
}) {
  const name = `条件组${number}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would not hold the match select
    <div role="group" aria-label={name} style={groupBox} data-testid="super-query-group">
      <div
        style={{ display: "flex", alignItems: "center", justifyContent: "space-between", marginBottom: 8 }}
      >
        <Space size={8}>
          <strong>{name}</strong>
          <span>匹配</span>
          <Select<MatchType>
            aria-label={`${name}匹配`}
            size="small"
            style={{ width: 76 }}
            value={group.matchType}
            options={GROUP_MATCH.map((m) => ({ ...m }))}
            onChange={(matchType) => onChange({ ...group, matchType })}
          />
          <span>条件</span>
        </Space>
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={onRemove}>
          删除条件组
        </Button>
      </div>
      <QueryLines
        fields={fields}
        lines={group.children}
        name={(n) => `第${number}组第${n}行`}
        onChange={(children) => (children.length === 0 ? onRemove() : onChange({ ...group, children }))}
      />
    </div>
  );
}
