import type { MenuSeed } from "../../core/server-module.ts";
import { systemMenu } from "../menu-rows.ts";

export const COMPONENT_DEMO_MENU_ID = "d4e5f6a7b8c94d0e8f1a2b3c4d5e6f70";

/** 组件示例: a hidden page showing every dictionary widget and picker (reached by its URL). */
export const componentDemoMenus: readonly MenuSeed[] = [
  {
    ...systemMenu(
      COMPONENT_DEMO_MENU_ID,
      "组件示例",
      "/isystem/componentDemo",
      "system/ComponentDemo",
      99,
      "appstore",
    ),
    hidden: true,
  },
];
