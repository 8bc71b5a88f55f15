import { DictSelect } from "@/components/crud/dict-select";
import { resourceFromModule } from "@/components/crud/from-module";
import { dataSourceModule } from "../../../shared/modules/data-source";
import { DbTypeSelect, PasswordWithTest } from "./data-source-controls";

/** 多数据源管理: the declaration plus the form's 测试 button and the type's driver templates. */
export const dataSourceResource = resourceFromModule(dataSourceModule, {
  fields: {
    dbType: { control: (mode) => (mode === "form" ? <DbTypeSelect /> : <DictSelect dict="database_type" />) },
    dbPassword: {
      details: false,
      rules: (action) => (action === "create" ? [{ required: true, message: "请输入密码!" }] : []),
      control: () => <PasswordWithTest />,
    },
  },
});
