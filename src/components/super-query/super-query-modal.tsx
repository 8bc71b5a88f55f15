import { CloseCircleOutlined, FileTextOutlined, MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Col, Empty, Form, Input, Modal, Row, Select, Space } from "antd";
import { useState } from "react";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import {
  changeRule,
  isComplete,
  isEmptyQuery,
  MATCH_TYPES,
  type MatchType,
  newLine,
  type SavedQuery,
  SUPER_RULES,
  type SuperQueryField,
  type SuperQueryLine,
  selectField,
} from "./conditions";
import { removeSavedQuery, savedNameExists, saveQuery, SUPER_QUERY_TEXT as TEXT } from "./saved-queries";
import { ValueInput } from "./value-input";

export interface SuperQueryModalProps {
  title: string;
  fields: readonly SuperQueryField[];
  lines: SuperQueryLine[];
  matchType: MatchType;
  onLinesChange: (lines: SuperQueryLine[]) => void;
  onMatchTypeChange: (matchType: MatchType) => void;
  saved: SavedQuery[];
  onSavedChange: (saved: SavedQuery[]) => void;
  /** 查询 with a non-empty query. */
  onSearch: () => void;
  /** 重置: one empty line and no super query on the list. */
  onReset: () => void;
  onClose: () => void;
}

const savedBox = {
  border: "1px solid #f0f0f0",
  borderRadius: 8,
  minHeight: 200,
} as const;

/** The 高级查询构造器 dialog: lines, match type, saved queries. */
export default function SuperQueryModal(props: SuperQueryModalProps) {
  const { fields, lines, matchType, saved } = props;
  const { message, modal } = App.useApp();
  const [naming, setNaming] = useState<string | null>(null);

  const setLine = (index: number, line: SuperQueryLine) =>
    props.onLinesChange(lines.map((old, i) => (i === index ? line : old)));
  const addLine = () => props.onLinesChange([...lines, newLine()]);
  const removeLine = (index: number) => props.onLinesChange(lines.filter((_, i) => i !== index));
  const fieldOf = (value: string | undefined) => fields.find((f) => f.value === value);

  const search = () => {
    if (isEmptyQuery(lines)) {
      message.warning(TEXT.emptyQuery);
      return;
    }
    props.onSearch();
  };

  const startSave = () => {
    if (isEmptyQuery(lines)) {
      message.warning(TEXT.emptySave);
      return;
    }
    setNaming("");
  };

  const finishSave = () => {
    const name = (naming ?? "").trim();
    if (name === "") {
      message.warning(TEXT.emptyName);
      return;
    }
    const records = lines.filter((line) => Object.keys(line).length > 0);
    const store = () => {
      props.onSavedChange(saveQuery(saved, name, matchType, records));
      setNaming(null);
      message.success(TEXT.saved);
    };
    if (savedNameExists(saved, name)) {
      modal.confirm({
        title: "提示",
        content: TEXT.overwrite(name),
        okText: "确定",
        cancelText: "取消",
        onOk: store,
      });
    } else {
      store();
    }
  };

  const loadSaved = (item: SavedQuery) => {
    props.onMatchTypeChange(item.matchType || matchType);
    props.onLinesChange(item.records.map((line) => ({ ...line })));
  };

  const removeSaved = (index: number) =>
    modal.confirm({
      title: "提示",
      content: TEXT.removeConfirm,
      okText: "确定",
      cancelText: "取消",
      onOk: () => props.onSavedChange(removeSavedQuery(saved, index)),
    });

  const footer = (
    <div style={{ display: "flex", justifyContent: "space-between" }}>
      <Space>
        <Button onClick={props.onReset}>重置</Button>
        <Button onClick={startSave}>保存查询条件</Button>
      </Space>
      <Space>
        <Button onClick={props.onClose}>关闭</Button>
        <Button type="primary" onClick={search}>
          查询
        </Button>
      </Space>
    </div>
  );

  return (
    <Modal open title={props.title} width={1000} footer={footer} onCancel={props.onClose} destroyOnHidden>
      <Row gutter={16}>
        <Col xs={24} md={19}>
          {lines.length === 0 ? (
            <Empty description="没有任何查询条件" style={{ marginBottom: 12 }}>
              <Button type="link" onClick={addLine}>
                点击新增
              </Button>
            </Empty>
          ) : (
            <Form layout="vertical" component="div">
              <Form.Item label="过滤条件匹配" style={{ marginBottom: 16, maxWidth: 420 }}>
                <Select<MatchType>
                  aria-label="过滤条件匹配"
                  value={matchType}
                  options={MATCH_TYPES.map((m) => ({ ...m }))}
                  onChange={props.onMatchTypeChange}
                />
              </Form.Item>
              {lines.map((line, index) => {
                const n = index + 1;
                return (
                  // Lines have no identity of their own; the position is what the user edits.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Row key={index} gutter={12} style={{ marginBottom: 12 }} data-testid="super-query-line">
                    <Col xs={24} md={8}>
                      <Select<string>
                        aria-label={`第${n}行查询字段`}
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
                        aria-label={`第${n}行匹配规则`}
                        placeholder="匹配规则"
                        style={{ width: "100%" }}
                        value={line.rule}
                        options={SUPER_RULES.map((r) => ({ ...r }))}
                        onChange={(rule) => setLine(index, changeRule(line, rule))}
                      />
                    </Col>
                    <Col xs={24} md={7}>
                      <ValueInput
                        label={`第${n}行查询值`}
                        line={line}
                        onChange={(val) => setLine(index, { ...line, val })}
                      />
                    </Col>
                    <Col xs={24} md={4}>
                      <Space>
                        <Button aria-label="新增条件" icon={<PlusOutlined />} onClick={addLine} />
                        <Button
                          aria-label="删除条件"
                          icon={<MinusOutlined />}
                          onClick={() => removeLine(index)}
                        />
                      </Space>
                    </Col>
                  </Row>
                );
              })}
              {lines.length > 1 && lines.some((line) => !isComplete(line)) && (
                <div style={{ color: TERTIARY_TEXT }}>未填写完整的条件不参与查询</div>
              )}
            </Form>
          )}
        </Col>
        <Col xs={24} md={5}>
          <section style={savedBox} aria-label="保存的查询">
            <div style={{ padding: "8px 12px", borderBottom: "1px solid #f0f0f0", fontWeight: 500 }}>
              保存的查询
            </div>
            {saved.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有保存任何查询" />
            ) : (
              <ul style={{ listStyle: "none", margin: 0, padding: 4 }}>
                {saved.map((item, index) => (
                  <li key={item.title} style={{ display: "flex", alignItems: "center" }}>
                    <Button
                      type="text"
                      size="small"
                      icon={<FileTextOutlined />}
                      style={{ flex: 1, justifyContent: "flex-start", overflow: "hidden" }}
                      onClick={() => loadSaved(item)}
                    >
                      {item.title}
                    </Button>
                    <Button
                      type="text"
                      size="small"
                      aria-label={`删除 ${item.title}`}
                      icon={<CloseCircleOutlined style={{ color: "#999" }} />}
                      onClick={() => removeSaved(index)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Col>
      </Row>
      <Modal
        open={naming !== null}
        title="请输入保存的名称"
        okText="确定"
        cancelText="取消"
        onOk={finishSave}
        onCancel={() => setNaming(null)}
        destroyOnHidden
      >
        <Input
          aria-label="保存的名称"
          autoFocus
          value={naming ?? ""}
          onChange={(event) => setNaming(event.target.value)}
          onPressEnter={finishSave}
        />
      </Modal>
    </Modal>
  );
}
