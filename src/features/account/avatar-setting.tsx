import { LoadingOutlined, UploadOutlined, UserOutlined } from "@ant-design/icons";
import { App, Avatar, Button, Progress } from "antd";
import { type ChangeEvent, useRef, useState } from "react";
import { getFileAccessHttpUrl } from "@/providers/http/client";
import { useSession } from "@/providers/session";
import { uploadAvatar, useSaveProfile } from "./account-api";

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** 头像设置: upload a picture (/sys/common/upload, folder avatar) and make it the avatar. */
export function AvatarSetting() {
  const avatar = useSession((s) => s.avatar);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  const { save } = useSaveProfile();

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!TYPES.includes(file.type)) {
      message.warning("请选择 PNG、JPG、GIF 或 WebP 图片");
      return;
    }
    if (file.size > MAX_BYTES) {
      message.warning("头像图片不能超过 2MB");
      return;
    }
    setPercent(0);
    try {
      const uploaded = await uploadAvatar(file, file.name, setPercent);
      if (!uploaded.success) {
        message.warning(uploaded.message || "上传失败");
        return;
      }
      const saved = await save({ avatar: uploaded.path });
      if (!saved) return;
      if (saved.success) message.success("头像已更新");
      else message.warning(saved.message);
    } catch (error) {
      message.error(error instanceof Error ? error.message : "上传失败");
    } finally {
      setPercent(undefined);
    }
  };

  const busy = percent !== undefined;
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 32, flexWrap: "wrap" }}>
      <Avatar size={128} src={getFileAccessHttpUrl(avatar)} icon={<UserOutlined />} alt="当前头像" />
      <div>
        <p style={{ margin: "0 0 16px", color: "rgba(0,0,0,0.55)" }}>
          支持 PNG、JPG、GIF、WebP，大小不超过 2MB。
        </p>
        <input
          ref={input}
          type="file"
          accept={TYPES.join(",")}
          onChange={chosen}
          style={{ display: "none" }}
          aria-label="选择头像图片"
        />
        <Button
          icon={busy ? <LoadingOutlined /> : <UploadOutlined />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          更换头像
        </Button>
        {busy && (
          <Progress
            percent={percent}
            size="small"
            aria-label="头像上传进度"
            style={{ width: 200, marginTop: 12 }}
          />
        )}
      </div>
    </div>
  );
}
