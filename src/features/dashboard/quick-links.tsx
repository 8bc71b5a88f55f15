import { Col, Empty, Row } from "antd";
import { Link } from "react-router";
import { useMenuTree } from "@/components/layout/menu-context";
import { Panel } from "@/components/layout/panel";
import { HOME_PATH } from "@/components/shell/guard";
import { MenuIcon } from "@/components/shell/icons";
import { menuLeaves } from "@/components/shell/menu";

const tile = {
  display: "block",
  padding: "16px 8px",
  textAlign: "center",
  border: "1px solid #f0f0f0",
  borderRadius: 8,
  color: "rgba(0,0,0,0.88)",
} as const;

/** The pages of the user's menu as tiles, so the home page is a starting point. */
export function QuickLinks() {
  const pages = menuLeaves(useMenuTree()).filter(
    (node) => node.path !== HOME_PATH && node.route !== "0" && !node.meta?.internalOrExternal,
  );
  return (
    <Panel title="快捷入口" style={{ height: "100%" }}>
      {pages.length === 0 ? (
        <Empty description="暂无可访问的功能" />
      ) : (
        <Row gutter={[16, 16]}>
          {pages.slice(0, 12).map((node) => (
            <Col key={node.path} xs={12} sm={8} lg={6}>
              <Link to={node.path} style={tile}>
                <div style={{ fontSize: 24, color: "#1890ff", marginBottom: 8 }}>
                  <MenuIcon name={node.meta?.icon ?? "appstore"} />
                </div>
                {node.meta?.title}
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Panel>
  );
}
