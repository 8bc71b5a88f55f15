import { Button, Checkbox, Drawer, Empty, Space, Spin, Tag } from "antd";
import { useEffect, useState } from "react";
import type { JeecgResult } from "@/providers/http/client";
import { text } from "./row";
import { type Answer, useReportAnswer } from "./use-report-answer";

interface Rule {
  id: string;
  ruleName: string;
  ruleColumn?: string | null;
  ruleConditions?: string | null;
  ruleValue?: string | null;
}

interface GrantRules {
  datarule?: Rule[];
  drChecked?: string;
}

/**
 * 数据规则 of one granted menu (a role's, a department's or a department role's): the menu's rules, the
 * checked ones saved as the grant's `dataRuleIds`.
 */
export function DataRuleGrantDrawer({
  menuTitle,
  load,
  save,
  onClose,
}: {
  menuTitle: string;
  load: () => Promise<JeecgResult<GrantRules>>;
  save: (dataRuleIds: string) => Promise<Answer>;
  onClose: () => void;
}) {
  const reportAnswer = useReportAnswer();
  const [rules, setRules] = useState<Rule[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [empty, setEmpty] = useState("");
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per opened menu.
  useEffect(() => {
    let live = true;
    load()
      .then((answer) => {
        if (!live) return;
        if (!answer.success) {
          setEmpty(answer.message || "未找到权限配置信息");
          return;
        }
        setRules(answer.result?.datarule ?? []);
        setChecked((answer.result?.drChecked ?? "").split(",").filter(Boolean));
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const submit = async () => {
    setSaving(true);
    try {
      if (await reportAnswer(save(checked.join(",")))) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      width={520}
      title={`数据规则配置：${menuTitle}`}
      onClose={onClose}
      footer={
        <Space style={{ display: "flex", justifyContent: "flex-end" }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={rules.length === 0} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        {rules.length === 0 && !loading ? (
          <Empty description={empty || "该菜单未配置数据规则"} />
        ) : (
          <Checkbox.Group
            value={checked}
            onChange={(values) => setChecked(values.map(String))}
            style={{ display: "flex", flexDirection: "column", gap: 12 }}
          >
            {rules.map((rule) => (
              <Checkbox key={rule.id} value={rule.id}>
                <span style={{ fontWeight: 500 }}>{rule.ruleName}</span>{" "}
                <Tag style={{ marginLeft: 8 }}>
                  {text(rule.ruleColumn)} {text(rule.ruleConditions)} {text(rule.ruleValue)}
                </Tag>
              </Checkbox>
            ))}
          </Checkbox.Group>
        )}
      </Spin>
    </Drawer>
  );
}
