import { App, Button, Card, Col, Form, Row, Select, Space, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { rules } from "@/components/crud/rules";
import { FilePopup, type FilePopupFile, FileUpload, ImageUpload } from "@/components/upload";
import {
  AreaLinkage,
  AreaText,
  CODE_MODE_LABELS,
  CODE_MODES,
  CodeEditor,
  type CodeMode,
  DetailList,
  Ellipsis,
  MarkdownEditor,
  PromptDialog,
  RichTextEditor,
  YesNoSwitch,
} from "@/components/widgets";
import { markdownToHtml, sanitizeHtml } from "@/components/widgets/sanitize";

const SAMPLE_CODE: Partial<Record<CodeMode, string>> = {
  javascript:
    "// 通行证有效期校验\nfunction isValid(permit) {\n  return new Date(permit.validTo) > new Date();\n}\n",
  sql: "SELECT plate_no, status\n  FROM permit_application\n WHERE status = 2\n ORDER BY create_time DESC;\n",
  java: "public class Permit {\n  private String plateNo;\n  public String getPlateNo() { return plateNo; }\n}\n",
};

const INITIAL = {
  enabled: "Y",
  area: "440304",
  areaSelect: "110101",
  notice: "<h2>通行须知</h2><p>车辆进入园区请<strong>减速慢行</strong>，并服从现场人员指挥。</p>",
  code: SAMPLE_CODE.javascript,
  markdown:
    "## 办理流程\n\n1. 登记车辆与驾驶员\n2. 提交通行证申请\n3. 等待**审批**\n\n> 审批通过后可凭二维码通行。",
};

/** Each value by its field's label, read as a user reads it: areas by name, rich text and Markdown as text. */
const VALUE_LABELS: Readonly<Record<string, string>> = {
  images: "图片",
  files: "文件",
  enabled: "开关",
  area: "省市区",
  areaSelect: "省市区(下拉)",
  notice: "富文本",
  code: "代码",
  markdown: "Markdown",
};

/** The text a reader sees of sanitised HTML (no tags, no markup). */
function htmlText(html: string): string {
  const body = new DOMParser().parseFromString(sanitizeHtml(html), "text/html").body;
  // Blocks (a heading, a paragraph, list items) read as separate phrases, not run together.
  const blocks = [...body.querySelectorAll("h1, h2, h3, h4, h5, h6, p, li, blockquote, pre")];
  const leaves = blocks.filter((block) => !blocks.some((other) => other !== block && block.contains(other)));
  const text =
    leaves.length > 0 ? leaves.map((block) => block.textContent ?? "").join(" ") : body.textContent;
  return (text ?? "").replace(/\s+/g, " ").trim();
}

function shownValue(key: string, value: unknown): ReactNode {
  const text = String(value);
  if (key === "area" || key === "areaSelect") return <AreaText value={text} />;
  if (key === "enabled") return text === "Y" ? "是" : text === "N" ? "否" : text;
  if (key === "notice") return htmlText(text);
  if (key === "markdown") return htmlText(markdownToHtml(text));
  return text;
}

/** The value each field holds, shown under the form so the widgets' output can be checked. */
function Values({ values }: { values: Record<string, unknown> }) {
  const shown = Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== "");
  return (
    <div style={{ color: "rgba(0,0,0,0.65)" }}>
      <Typography.Text strong>当前值</Typography.Text>
      {shown.map(([k, v]) => (
        <div key={k} data-testid={`value-${k}`} style={{ marginTop: 4, wordBreak: "break-all" }}>
          {VALUE_LABELS[k] ?? k}：{shownValue(k, v)}
        </div>
      ))}
    </div>
  );
}

/**
 * 表单控件示例 (hidden menu row under 系统管理): the upload widgets, switch, area linkage, editors and the
 * other display widgets in one form, for people configuring forms and for the browser tests.
 */
export default function WidgetDemoPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [values, setValues] = useState<Record<string, unknown>>(INITIAL);
  const [mode, setMode] = useState<CodeMode>("javascript");
  const [promptOpen, setPromptOpen] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  const [popupFiles, setPopupFiles] = useState<FilePopupFile[]>([]);
  const item = { labelCol: { span: 5 }, wrapperCol: { span: 18 } };

  return (
    <Form form={form} initialValues={INITIAL} onValuesChange={(_, all) => setValues(all)}>
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Card title="上传与选择" size="small" style={{ marginBottom: 16 }}>
            <Form.Item {...item} label="图片上传" name="images">
              <ImageUpload label="图片上传" number={4} />
            </Form.Item>
            <Form.Item {...item} label="文件上传" name="files">
              <FileUpload label="文件上传" />
            </Form.Item>
            <Form.Item {...item} label="文件弹窗">
              <Space direction="vertical" size={4}>
                <Button onClick={() => setPopupOpen(true)}>打开文件弹窗</Button>
                {popupFiles.map((file) => (
                  <a key={file.id} href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </a>
                ))}
              </Space>
            </Form.Item>
            <Form.Item {...item} label="开关(Y/N)" name="enabled">
              <YesNoSwitch label="开关" />
            </Form.Item>
            <Form.Item {...item} label="省市区" name="area">
              <AreaLinkage label="省市区" />
            </Form.Item>
            <Form.Item {...item} label="省市区(下拉)" name="areaSelect">
              <AreaLinkage type="select" label="省市区下拉" />
            </Form.Item>
            <Form.Item {...item} label="提示输入框" style={{ marginBottom: 0 }}>
              <Button onClick={() => setPromptOpen(true)}>输入手机号</Button>
            </Form.Item>
          </Card>
          <Card title="展示" size="small" style={{ marginBottom: 16 }}>
            <DetailList
              title="详细信息列表"
              items={[
                { label: "车牌号", value: "粤B12345" },
                { label: "车辆类型", value: "小型汽车" },
                { label: "状态", value: "正常" },
                {
                  label: "备注",
                  value: <Ellipsis value="车辆需于每年六月前完成年检，逾期将暂停其通行证直至补办完成。" />,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="编辑器" size="small" style={{ marginBottom: 16 }}>
            <Form.Item {...item} label="富文本" name="notice">
              <RichTextEditor label="富文本" />
            </Form.Item>
            <Form.Item {...item} label="代码">
              <Space direction="vertical" style={{ width: "100%" }}>
                <Select<CodeMode>
                  aria-label="代码语言"
                  value={mode}
                  style={{ width: 160 }}
                  options={CODE_MODES.map((m) => ({ value: m, label: CODE_MODE_LABELS[m] }))}
                  onChange={(next) => {
                    setMode(next);
                    form.setFieldValue("code", SAMPLE_CODE[next] ?? "");
                    setValues(form.getFieldsValue(true));
                  }}
                />
                <Form.Item name="code" noStyle>
                  <CodeEditor label="代码" language={mode} height={200} />
                </Form.Item>
              </Space>
            </Form.Item>
            <Form.Item {...item} label="Markdown" name="markdown" style={{ marginBottom: 0 }}>
              <MarkdownEditor label="Markdown" />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      <Card size="small">
        <Values values={values} />
      </Card>
      <PromptDialog
        open={promptOpen}
        title="请输入手机号"
        label="手机号"
        rules={rules.mobile}
        onCancel={() => setPromptOpen(false)}
        onOk={(value) => {
          setPromptOpen(false);
          message.success(`已输入：${value}`);
        }}
      />
      <FilePopup
        open={popupOpen}
        onCancel={() => setPopupOpen(false)}
        onOk={(files) => {
          setPopupFiles(files);
          setPopupOpen(false);
        }}
      />
    </Form>
  );
}
