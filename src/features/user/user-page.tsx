import { DeleteOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { CrudPage } from "@/components/crud/crud-page";
import { useCode } from "@/components/screen-kit/use-code";
import { userResource } from "@/features/user/user-resource";

// The bin's table loads when it is first opened, not with the list.
const RecycleBinModal = lazy(async () => ({
  default: (await import("./recycle-bin-modal")).RecycleBinModal,
}));

/** 用户管理: the declared user list plus the 回收站 of deleted users. */
export default function UserPage() {
  const [binOpen, setBinOpen] = useState(false);
  const canRestore = useCode(userResource.name, "user:recycleBin");

  return (
    <>
      <CrudPage
        resource={userResource}
        toolbarExtra={
          canRestore && (
            <Button icon={<DeleteOutlined />} onClick={() => setBinOpen(true)}>
              回收站
            </Button>
          )
        }
      />
      {binOpen && (
        <Suspense fallback={null}>
          <RecycleBinModal onClose={() => setBinOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
