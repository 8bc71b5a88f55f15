import { Card, Col, Form, Row, Typography } from "antd";
import { useState } from "react";
import { CategorySelect, DictSelectTag, DictTag, SearchSelect, TreeDictSelect } from "@/components/dict";
import {
  BizPicker,
  DepartPicker,
  PopupPicker,
  PositionPicker,
  RolePicker,
  UserByDepartPicker,
  UserPicker,
} from "@/components/pickers";

const VEHICLE_COLUMNS = [
  { title: "车牌号", dataIndex: "plateNo" },
  { title: "车主", dataIndex: "ownerName" },
  { title: "车辆类型", dataIndex: "vehicleType_dictText" },
];

/** The value a field holds, shown under the form so a pick can be checked. */
function Values({ values }: { values: Record<string, unknown> }) {
  const shown = Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== "");
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
      当前值：
      {shown.length === 0
        ? "（空）"
        : shown.map(([k, v]) => (
            <span key={k} data-testid={`value-${k}`} style={{ marginRight: 16 }}>
              {k}={String(v)}
            </span>
          ))}
    </Typography.Paragraph>
  );
}

/**
 * 组件示例 (hidden menu row under 系统管理): every dictionary widget and picker in one form, for people
 * configuring forms and for the browser tests.
 */
export default function ComponentDemoPage() {
  const [form] = Form.useForm();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const item = { labelCol: { span: 6 }, wrapperCol: { span: 17 } };

  return (
    <Form form={form} onValuesChange={(_, all) => setValues(all)}>
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Card title="字典组件" size="small" style={{ marginBottom: 16 }}>
            <Form.Item {...item} label="下拉(性别)" name="sex">
              <DictSelectTag dictCode="sex" placeholder="请选择性别" />
            </Form.Item>
            <Form.Item {...item} label="单选(优先级)" name="priority">
              <DictSelectTag dictCode="priority" type="radio" />
            </Form.Item>
            <Form.Item {...item} label="按钮单选(是否)" name="yn">
              <DictSelectTag dictCode="yn" type="radioButton" />
            </Form.Item>
            <Form.Item {...item} label="多选框(职级)" name="ranks">
              <DictSelectTag dictCode="position_rank" type="checkbox" />
            </Form.Item>
            <Form.Item {...item} label="多选下拉" name="levels">
              <DictSelectTag dictCode="urgent_level" type="multiple" placeholder="请选择" />
            </Form.Item>
            <Form.Item {...item} label="字典标签">
              <DictTag dictCode="priority" value="H,M,L" colors={{ H: "red", M: "orange", L: "blue" }} />
            </Form.Item>
            <Form.Item {...item} label="搜索下拉(同步)" name="status">
              <SearchSelect dict="user_status" />
            </Form.Item>
            <Form.Item {...item} label="搜索下拉(异步)" name="realnameUser">
              <SearchSelect dict="sys_user,realname,username" async />
            </Form.Item>
            <Form.Item {...item} label="树字典" name="category">
              <TreeDictSelect dict="sys_category,name,id" pidValue="0" hasChildField="has_child" />
            </Form.Item>
            <Form.Item {...item} label="分类字典" name="categoryPick">
              <CategorySelect />
            </Form.Item>
            <Form.Item {...item} label="未配置字典" style={{ marginBottom: 0 }}>
              <DictSelectTag />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="选择组件" size="small" style={{ marginBottom: 16 }}>
            <Form.Item {...item} label="用户" name="users">
              <UserPicker />
            </Form.Item>
            <Form.Item {...item} label="按部门选用户" name="depUsers">
              <UserByDepartPicker />
            </Form.Item>
            <Form.Item {...item} label="部门" name="departs">
              <DepartPicker multi />
            </Form.Item>
            <Form.Item {...item} label="角色" name="roles">
              <RolePicker multi />
            </Form.Item>
            <Form.Item {...item} label="职务" name="post">
              <PositionPicker />
            </Form.Item>
            <Form.Item {...item} label="报表弹窗" name="popupUser">
              <PopupPicker
                code="report_user"
                orgFields="username,realname"
                destFields="popupUser,popupName"
                onPick={(picked) => form.setFieldsValue(picked)}
              />
            </Form.Item>
            <Form.Item {...item} label="报表带出姓名" name="popupName">
              <FormText />
            </Form.Item>
            <Form.Item {...item} label="车辆(业务组件)" name="vehicles">
              <BizPicker
                title="选择车辆"
                resource="permit-vehicle"
                listUrl="/permit/vehicle/list"
                columns={VEHICLE_COLUMNS}
                labelKey="plateNo"
                searchField="plateNo"
                searchLabel="车牌号"
              />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      <Card size="small">
        <Values values={values} />
      </Card>
    </Form>
  );
}

/** A read-only text of a field another widget fills. */
function FormText({ value }: { value?: string }) {
  return <Typography.Text data-testid="popup-name">{value || "—"}</Typography.Text>;
}
