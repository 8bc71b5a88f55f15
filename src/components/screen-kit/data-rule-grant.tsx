import type { HttpError } from "@refinedev/core";
import { Button, Checkbox, Drawer, Empty, Space, Spin, Tag } from "antd";
import { useEffect, useState } from "react";
import { shownByCatalogue } from "@/components/crud/notices";
import { type ResourceRead, useResourceRead } from "@/components/resource-table/use-resource-read";
import { text } from "./row";
import { useReportedAction } from "./use-reported-action";

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

/** Where one granted menu's data rules are read and saved (a role's, a department's, a department role's). */
export interface DataRuleGrant {
  /** GET: the menu's rules and the checked ones (`{datarule, drChecked}`). */
  read: ResourceRead;
  /** POST: this body plus the checked rules as `dataRuleIds`. */
  save: { url: string; body: Readonly<Record<string, string>> };
  /** The resources whose reads and lists reload after a save. */
  refreshes: readonly string[];
}

/** The server's refusal (a menu without rules) is the drawer's empty text; an HTTP failure was shown already. */
const emptyText = (error: HttpError | null) =>
  error && !shownByCatalogue(error) && error.message ? error.message : "该菜单未配置数据规则";

/**
 * 数据规则 of one granted menu: the menu's rules through refine, the checked ones saved as the grant's
 * `dataRuleIds`. The checks start from the grant as read when the drawer opened.
 */
export function DataRuleGrantDrawer({
  menuTitle,
  grant,
  onClose,
}: {
  menuTitle: string;
  grant: DataRuleGrant;
  onClose: () => void;
}) {
  const answer = useResourceRead<GrantRules>(grant.read, { quiet: true });
  const run = useReportedAction(grant.refreshes);
  const [checked, setChecked] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const rules = answer.result?.datarule ?? [];
  const drChecked = answer.result?.drChecked;

  useEffect(() => {
    if (checked === null && answer.settled && answer.result)
      setChecked((drChecked ?? "").split(",").filter(Boolean));
  }, [checked, answer.settled, answer.result, drChecked]);

  const submit = async () => {
    setSaving(true);
    try {
      const body = { ...grant.save.body, dataRuleIds: (checked ?? []).join(",") };
      if (await run({ url: grant.save.url, method: "post", body })) onClose();
    } finally {
      setSaving(false);
    }
  };

  const loading = checked === null && !answer.settled;
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
          <Empty description={emptyText(answer.error)} />
        ) : (
          <Checkbox.Group
            value={checked ?? []}
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
