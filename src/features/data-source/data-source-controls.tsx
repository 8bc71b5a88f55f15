/** The data source form's own controls: the password with its 测试 button and the type's templates. */
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { App, Button, Form, Input, Space } from "antd";
import { DictSelect } from "@/components/crud/dict-select";

const TEST_FIELDS = ["dbType", "dbDriver", "dbUrl", "dbName", "dbUsername"] as const;

/** The original's driver and URL templates per database type (SysDataSourceModal). */
const TEMPLATES: Record<string, { dbDriver: string; dbUrl: string }> = {
  "1": {
    dbDriver: "com.mysql.jdbc.Driver",
    dbUrl: "jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8",
  },
  "4": {
    dbDriver: "com.mysql.cj.jdbc.Driver",
    dbUrl: "jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8",
  },
  "2": { dbDriver: "oracle.jdbc.OracleDriver", dbUrl: "jdbc:oracle:thin:@127.0.0.1:1521:ORCL" },
  "3": {
    dbDriver: "com.microsoft.sqlserver.jdbc.SQLServerDriver",
    dbUrl: "jdbc:sqlserver://127.0.0.1:1433;SelectMethod=cursor;DatabaseName=jeecgboot",
  },
  "5": {
    dbDriver: "org.mariadb.jdbc.Driver",
    dbUrl: "jdbc:mariadb://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8",
  },
  "6": { dbDriver: "org.postgresql.Driver", dbUrl: "jdbc:postgresql://127.0.0.1:5432/jeecg-boot" },
};

/**
 * 密码 with the original's 测试 button: validates the connection fields and posts them to
 * testConnection through refine (a signed POST that changes no data). A stored source is tested with its
 * stored password when the box is left empty. Any failure, refused or not answered, says why in a dialog.
 */
export function PasswordWithTest({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (value: string) => void;
}) {
  const form = Form.useFormInstance();
  const { message, modal } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation<object, HttpError>();
  const test = async () => {
    try {
      await form.validateFields([...TEST_FIELDS]);
    } catch {
      return;
    }
    const hide = message.loading("连接中……", 0);
    try {
      const values = form.getFieldsValue([...TEST_FIELDS, "id"]) as Record<string, unknown>;
      await mutateAsync({
        url: "/online/cgreport/api/testConnection",
        method: "post",
        values: { ...values, dbPassword: value },
        successNotification: false,
        errorNotification: false,
      });
      message.success("连接成功");
    } catch (error) {
      modal.warning({ title: "连接失败", content: (error as HttpError).message });
    } finally {
      hide();
    }
  };
  const busy = mutation.isPending;
  return (
    <Space.Compact style={{ width: "100%" }}>
      <Input.Password
        autoComplete="new-password"
        placeholder={form.getFieldValue("id") ? "不修改请留空" : "请输入密码"}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Button type="primary" loading={busy} onClick={test}>
        测试
      </Button>
    </Space.Compact>
  );
}

/** Picking a database type fills its driver and URL template, as the original's form does. */
export function DbTypeSelect({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const form = Form.useFormInstance();
  return (
    <DictSelect
      dict="database_type"
      placeholder="请选择数据库类型"
      style={{ width: "100%" }}
      value={value}
      onChange={(next: string) => {
        onChange?.(next);
        const template = TEMPLATES[next];
        if (template) form.setFieldsValue(template);
      }}
    />
  );
}
