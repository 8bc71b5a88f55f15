import { Select } from "antd";
import { resourceFromModule } from "@/components/crud/from-module";
import { fillRuleModule } from "../../../shared/modules/fill-rule";
import { FILL_RULE_KIND_NAMES, fillRuleKindName, fillRuleParamsText } from "./fill-rule-text";

const KIND_OPTIONS = Object.entries(FILL_RULE_KIND_NAMES).map(([value, label]) => ({ value, label }));

/** 填值规则: the generator kind and its parameters read as words in the list and the details. */
export const fillRuleResource = resourceFromModule(fillRuleModule, {
  fields: {
    ruleClass: {
      render: (value) => fillRuleKindName(value),
      control: () => (
        <Select aria-label="规则类型" allowClear placeholder="请选择规则类型" options={KIND_OPTIONS} />
      ),
    },
    ruleParams: { width: 280, render: (value) => fillRuleParamsText(value) },
  },
});
