import { App, Button, DatePicker, Form, Input, Radio } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { rules } from "@/components/crud/rules";
import { useSession } from "@/providers/session";
import { useSaveProfile } from "./account-api";

interface BaseForm {
  realname: string;
  sex?: string;
  birthday?: Dayjs | null;
  email?: string;
  phone?: string;
  telephone?: string;
  oldpassword?: string;
}

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

/** 基本设置: the user's own name, sex, birthday and contacts (PUT /sys/user/appEdit). */
export function BaseSetting() {
  const { info, username } = useSession();
  const { message } = App.useApp();
  const { save, saving } = useSaveProfile();
  const [form] = Form.useForm<BaseForm>();
  const initial: BaseForm = {
    realname: text(info.realname) ?? "",
    sex: text(info.sex),
    birthday: info.birthday ? dayjs(String(info.birthday)) : null,
    email: text(info.email),
    phone: text(info.phone),
    telephone: text(info.telephone),
  };
  const phone = Form.useWatch("phone", form);
  const email = Form.useWatch("email", form);
  // Moving a recovery contact needs the current password, as the server insists.
  const contactsMoved =
    (phone?.trim() || "") !== (initial.phone ?? "") || (email?.trim() || "") !== (initial.email ?? "");
  const submit = async (values: BaseForm) => {
    const saved = await save({
      realname: values.realname.trim(),
      sex: values.sex ?? "",
      birthday: values.birthday ? values.birthday.format("YYYY-MM-DD") : "",
      email: values.email?.trim() ?? "",
      phone: values.phone?.trim() ?? "",
      telephone: values.telephone?.trim() ?? "",
      ...(contactsMoved ? { oldpassword: values.oldpassword ?? "" } : {}),
    });
    if (!saved) return;
    if (saved.success) {
      form.setFieldValue("oldpassword", undefined);
      message.success(saved.message);
    } else message.warning(saved.message);
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} style={{ maxWidth: 440 }}>
      {/* A field with no form name gets no label link from antd: the id ties 登录账号 to its input. */}
      <Form.Item label="登录账号" htmlFor="account-username">
        <Input id="account-username" value={username} disabled />
      </Form.Item>
      <Form.Item label="真实姓名" name="realname" rules={[{ required: true, message: "请输入真实姓名" }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group
          options={[
            { value: "1", label: "男" },
            { value: "2", label: "女" },
          ]}
        />
      </Form.Item>
      <Form.Item label="生日" name="birthday">
        <DatePicker style={{ width: "100%" }} placeholder="请选择生日" />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={rules.email}>
        <Input maxLength={45} />
      </Form.Item>
      <Form.Item label="手机号码" name="phone" rules={rules.mobileOptional}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label="座机" name="telephone" rules={rules.telephone}>
        <Input maxLength={45} />
      </Form.Item>
      {contactsMoved && (
        <Form.Item
          label="当前密码"
          name="oldpassword"
          extra="修改手机号或邮箱需要验证当前密码，保存后其他设备上的登录将失效"
          rules={[{ required: true, message: "请输入当前密码" }]}
        >
          <Input.Password maxLength={100} autoComplete="current-password" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={saving}>
        更新基本信息
      </Button>
    </Form>
  );
}
