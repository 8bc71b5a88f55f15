import type { ResourceHead } from "@/components/crud/resource-head";

/** 在线用户 as the shell knows it before the page loads. */
export const onlineHead: ResourceHead = {
  name: "sys-online",
  component: "system/SysUserOnlineList",
  title: "在线用户",
  // No online:add/edit/delete codes exist, so the kit's 新增/编辑/删除 stay hidden.
  authPrefix: "online:",
  api: { list: "/sys/online/list" },
};
