import { DeleteOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { Button } from "antd";
import { useState } from "react";
import { CrudPage } from "@/components/crud/crud-page";
import { userResource } from "@/resources/user";
import { useCode } from "../shared/use-code";
import { RecycleBinModal } from "./recycle-bin-modal";

/** 用户管理: the declared user list plus the 回收站 of deleted users. */
export default function UserPage() {
  const [binOpen, setBinOpen] = useState(false);
  const canRestore = useCode(userResource.name, "user:recycleBin");
  const invalidate = useInvalidate();

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
        <RecycleBinModal
          onClose={(changed) => {
            setBinOpen(false);
            // Restored users are back in the list.
            if (changed) void invalidate({ resource: userResource.name, invalidates: ["list"] });
          }}
        />
      )}
    </>
  );
}
