import { DeleteOutlined, SyncOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { App, Button } from "antd";
import { useMemo, useState } from "react";
import { CrudPage } from "@/components/crud/crud-page";
import { useRefreshDictCache } from "@/components/dict";
import { dialogAction } from "@/components/screen-kit/open-action";
import { text } from "@/components/screen-kit/row";
import { dictResource } from "@/features/dict/dict-resource";
import { DictItemsDrawer, type DictRef } from "./dict-items-drawer";
import { DictRecycleBin } from "./dict-recycle-bin";

/** 数据字典: the declared list plus 字典配置 (items drawer), 回收站 and 刷新缓存. */
export default function DictPage() {
  const { message } = App.useApp();
  const [items, setItems] = useState<DictRef | null>(null);
  const [bin, setBin] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // The server's cache, the browser's copy and every dictionary select and tag shown, as 清除缓存 does.
  const refreshDictCache = useRefreshDictCache();
  // The recycle bin's calls need dict:delete on the server.
  const canDelete = useCan({ resource: dictResource.name, action: "dict:delete" }).data?.can === true;
  const resource = useMemo(
    () => ({
      ...dictResource,
      rowActions: [
        "edit" as const,
        dialogAction("items", "字典配置", undefined, (r) =>
          setItems({ id: text(r.id), dictName: text(r.dictName) }),
        ),
        "delete" as const,
      ],
    }),
    [],
  );

  const refresh = async () => {
    setRefreshing(true);
    const outcome = await refreshDictCache();
    setRefreshing(false);
    if (outcome.success) message.success(outcome.message);
    else message.error(outcome.message);
  };

  return (
    <>
      <CrudPage
        resource={resource}
        toolbarExtra={
          <>
            <Button icon={<SyncOutlined />} loading={refreshing} onClick={() => void refresh()}>
              刷新缓存
            </Button>
            {canDelete && (
              <Button icon={<DeleteOutlined />} onClick={() => setBin(true)}>
                回收站
              </Button>
            )}
          </>
        }
      />
      {items && <DictItemsDrawer key={items.id} dict={items} onClose={() => setItems(null)} />}
      {bin && <DictRecycleBin onClose={() => setBin(false)} />}
    </>
  );
}
