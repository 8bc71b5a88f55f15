import { SearchOutlined } from "@ant-design/icons";
import { Button, Tooltip } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { menuTarget, searchableMenus } from "@/components/shell/menu";
import { LazySelect } from "@/components/widgets/lazy-select";
import { LazyModal } from "./lazy-modal";
import { useMenuTree } from "./menu-context";

/**
 * 搜索菜单: a searchable list of the menu's pages. External entries open in a new tab,
 * the others navigate. On desktop the box opens in the header, on mobile in a dialog.
 */
export function MenuSearch({ isMobile, dark = false }: { isMobile: boolean; dark?: boolean }) {
  const menu = useMenuTree();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => searchableMenus(menu), [menu]);
  const options = useMemo(
    () => entries.map((node, index) => ({ value: String(index), label: node.meta?.title ?? node.path })),
    [entries],
  );

  const pick = (value: string) => {
    const node = entries[Number(value)];
    setOpen(false);
    if (!node) return;
    const target = menuTarget(node);
    if (target.kind === "external") window.open(target.url, "_blank", "noopener");
    else navigate(target.path);
  };

  const select = (
    <LazySelect
      showSearch
      autoFocus
      defaultOpen={!isMobile}
      aria-label="搜索菜单"
      placeholder="搜索菜单"
      options={options}
      optionFilterProp="label"
      notFoundContent="没有匹配的菜单"
      onSelect={pick}
      onBlur={isMobile ? undefined : () => setOpen(false)}
      style={{ width: isMobile ? "100%" : 220 }}
    />
  );

  const trigger = (
    <Tooltip title="搜索菜单">
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label="搜索菜单"
        onClick={() => setOpen(true)}
        style={dark ? { color: "rgba(255,255,255,0.85)" } : undefined}
      />
    </Tooltip>
  );

  if (isMobile) {
    return (
      <>
        {trigger}
        <LazyModal title="搜索菜单" open={open} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
          {select}
        </LazyModal>
      </>
    );
  }
  return open ? select : trigger;
}
