import { DeleteOutlined, FileTextOutlined, ShareAltOutlined } from "@ant-design/icons";
import { App, Button, Empty, Modal, Select, Space, Spin, Tag, Tooltip } from "antd";
import { useState } from "react";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import type { SavedEntry, SavedQueryStore } from "./saved-store";
import { SUPER_QUERY_TEXT as TEXT } from "./super-query-text";

const box = { border: "1px solid #f0f0f0", borderRadius: 8, minHeight: 200 } as const;
const row = { padding: "4px 8px 6px", borderBottom: "1px solid #f5f5f5" } as const;

/** Whose a query is: 我的 (shared with a role, it says so), or 共享 by its owner through a role. */
function OwnerTag({ entry, shareable }: { entry: SavedEntry; shareable: boolean }) {
  if (!entry.mine) {
    return (
      <Tooltip title={`${entry.ownerName ?? ""} 共享给角色「${entry.roleName ?? ""}」，只读`}>
        <Tag
          color="green"
          style={{ marginInlineEnd: 0, maxWidth: 200, overflow: "hidden", textOverflow: "ellipsis" }}
        >
          共享 · {entry.roleName}
        </Tag>
      </Tooltip>
    );
  }
  return (
    <Space size={4} wrap>
      <Tag color="blue" style={{ marginInlineEnd: 0 }}>
        我的
      </Tag>
      {shareable && entry.roleId && (
        <Tag style={{ marginInlineEnd: 0, maxWidth: 160, overflow: "hidden", textOverflow: "ellipsis" }}>
          已共享 · {entry.roleName}
        </Tag>
      )}
    </Space>
  );
}

/** 保存的查询: the saved queries of the list, to load, share with a role and delete (one's own only). */
export function SavedPanel({
  store,
  onLoad,
}: {
  store: SavedQueryStore;
  onLoad: (entry: SavedEntry) => void;
}) {
  const { modal } = App.useApp();
  const [sharing, setSharing] = useState<SavedEntry | null>(null);
  const [roleId, setRoleId] = useState<string | undefined>();
  const { share } = store;

  const remove = (entry: SavedEntry) =>
    modal.confirm({
      title: "提示",
      content: TEXT.removeConfirm,
      okText: "确定",
      cancelText: "取消",
      onOk: () => store.remove(entry),
    });

  const finishShare = async () => {
    if (!sharing || !share) return;
    if (await share.set(sharing, roleId ?? null)) setSharing(null);
  };

  return (
    <section style={box} aria-label="保存的查询">
      <div style={{ padding: "8px 12px", borderBottom: "1px solid #f0f0f0", fontWeight: 500 }}>
        保存的查询
      </div>
      {store.loading ? (
        <div style={{ padding: 24, textAlign: "center" }}>
          <Spin />
        </div>
      ) : store.entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有保存任何查询" />
      ) : (
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {store.entries.map((entry) => (
            <li key={entry.id} style={row} data-testid="saved-query">
              <div style={{ display: "flex", alignItems: "center", gap: 2 }}>
                <Button
                  type="text"
                  size="small"
                  icon={<FileTextOutlined />}
                  title={entry.title}
                  style={{
                    flex: 1,
                    minWidth: 0,
                    justifyContent: "flex-start",
                    overflow: "hidden",
                    paddingInline: 4,
                  }}
                  onClick={() => onLoad(entry)}
                >
                  {entry.title}
                </Button>
                {entry.mine && share && (
                  <Tooltip title="共享给角色">
                    <Button
                      type="text"
                      size="small"
                      aria-label={`共享 ${entry.title}`}
                      icon={<ShareAltOutlined style={{ color: TERTIARY_TEXT }} />}
                      onClick={() => {
                        share.loadRoles();
                        setRoleId(entry.roleId ?? undefined);
                        setSharing(entry);
                      }}
                    />
                  </Tooltip>
                )}
                {entry.mine && (
                  <Tooltip title="删除">
                    <Button
                      type="text"
                      size="small"
                      aria-label={`删除 ${entry.title}`}
                      icon={<DeleteOutlined style={{ color: TERTIARY_TEXT }} />}
                      onClick={() => remove(entry)}
                    />
                  </Tooltip>
                )}
              </div>
              <div style={{ paddingInlineStart: 26 }}>
                <OwnerTag entry={entry} shareable={Boolean(share)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {share && (
        <Modal
          open={sharing !== null}
          title={`共享查询「${sharing?.title ?? ""}」`}
          okText="确定"
          cancelText="取消"
          onOk={finishShare}
          onCancel={() => setSharing(null)}
          destroyOnHidden
        >
          <p style={{ color: TERTIARY_TEXT }}>
            所选角色的用户可以在此列表中看到并使用该查询，但不能修改或删除。
          </p>
          <Select<string>
            aria-label="共享给角色"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="不共享"
            loading={share.rolesLoading}
            style={{ width: "100%" }}
            value={roleId}
            options={share.roles.map((r) => ({ value: r.id, label: `${r.roleName}（${r.roleCode}）` }))}
            onChange={(value) => setRoleId(value)}
          />
        </Modal>
      )}
    </section>
  );
}
