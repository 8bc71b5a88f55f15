import type { MenuSeed } from "../../core/server-module.ts";
import { systemMenu } from "../menu-rows.ts";

export const WIDGET_DEMO_MENU_ID = "5b1f0c2e9a7d4c6b8e3f1a2d4c6e8f01";

/** 表单控件示例: a hidden page showing the upload widgets and editors (reached by its URL). */
export const widgetDemoMenus: readonly MenuSeed[] = [
  {
    ...systemMenu(
      WIDGET_DEMO_MENU_ID,
      "表单控件示例",
      "/isystem/widgetDemo",
      "system/WidgetDemo",
      100,
      "form",
    ),
    hidden: true,
  },
];
