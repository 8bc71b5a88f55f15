import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Col, Empty, Form, Input, Modal, Row, Select, Space } from "antd";
import { useState } from "react";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import {
  hasIncomplete,
  isEmptyQuery,
  isGroup,
  MATCH_TYPES,
  type MatchType,
  newGroup,
  type SavedQuery,
  type SuperQueryField,
  type SuperQueryItem,
} from "./conditions";
import { newLine } from "./new-line";
import { QueryGroup, QueryLines } from "./query-lines";
import { SavedPanel } from "./saved-panel";
import type { SavedQueryStore } from "./saved-store";
import { SUPER_QUERY_TEXT as TEXT } from "./super-query-text";

export interface SuperQueryModalProps {
  title: string;
  fields: readonly SuperQueryField[];
  lines: SuperQueryItem[];
  matchType: MatchType;
  onLinesChange: (lines: SuperQueryItem[]) => void;
  onMatchTypeChange: (matchType: MatchType) => void;
  /** where the saved queries live (this browser, or the server with sharing) */
  store: SavedQueryStore;
  /** 查询 with a non-empty query. */
  onSearch: () => void;
  /** 重置: one empty line and no super query on the list. */
  onReset: () => void;
  onClose: () => void;
}

/** The 高级查询构造器 dialog: lines, match type, saved queries. */
export default function SuperQueryModal(props: SuperQueryModalProps) {
  const { fields, lines, matchType, store } = props;
  const { message, modal } = App.useApp();
  const [naming, setNaming] = useState<string | null>(null);

  const addLine = () => props.onLinesChange([...lines, newLine()]);
  const addGroup = () => props.onLinesChange([...lines, newGroup()]);
  /** The item at `index` becomes these items (a line and the one added after it, or nothing). */
  const replaceItem = (index: number, next: SuperQueryItem[]) =>
    props.onLinesChange([...lines.slice(0, index), ...next, ...lines.slice(index + 1)]);
  // Lines and groups are numbered apart: 第1行, 第2行 … and 条件组1, 条件组2 ….
  const numbered = lines.map((item, index) => ({
    item,
    index,
    number: lines.slice(0, index + 1).filter((other) => isGroup(other) === isGroup(item)).length,
  }));

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
    const over = store.entries.find((entry) => entry.mine && entry.title === name);
    const save = async () => {
      if (await store.save(name, matchType, records, over)) setNaming(null);
    };
    if (over) {
      modal.confirm({
        title: "提示",
        content: TEXT.overwrite(name),
        okText: "确定",
        cancelText: "取消",
        onOk: save,
      });
    } else {
      void save();
    }
  };

  const loadSaved = (item: SavedQuery) => {
    props.onMatchTypeChange(item.matchType || matchType);
    props.onLinesChange(
      item.records.map((one) =>
        isGroup(one) ? { ...one, children: one.children.map((line) => ({ ...line })) } : { ...one },
      ),
    );
  };

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
        <Col xs={24} md={17}>
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
              {numbered.map(({ item, index, number }) =>
                isGroup(item) ? (
                  <QueryGroup
                    // Items have no identity of their own; the position is what the user edits.
                    key={index}
                    fields={fields}
                    group={item}
                    number={number}
                    onChange={(group) => replaceItem(index, [group])}
                    onRemove={() => replaceItem(index, [])}
                  />
                ) : (
                  <QueryLines
                    key={index}
                    fields={fields}
                    lines={[item]}
                    firstNumber={number}
                    name={(n) => `第${n}行`}
                    onChange={(next) => replaceItem(index, next)}
                  />
                ),
              )}
              <Button type="dashed" icon={<PlusOutlined />} onClick={addGroup} style={{ marginBottom: 12 }}>
                添加条件组
              </Button>
              {lines.length > 1 && hasIncomplete(lines) && (
                <div style={{ color: TERTIARY_TEXT }}>未填写完整的条件不参与查询</div>
              )}
            </Form>
          )}
        </Col>
        <Col xs={24} md={7}>
          <SavedPanel store={store} onLoad={loadSaved} />
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
