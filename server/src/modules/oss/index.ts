import multipart from "@fastify/multipart";
import type { ServerModule } from "../../core/server-module.ts";
import { ossMenus } from "./menu.ts";
import { registerOssRoutes } from "./routes.ts";

/** 文件管理 (/sys/oss/file): the files stored through uploads, who uses them, upload, preview, delete. */
export const ossModule: ServerModule = {
  name: "oss",
  menus: ossMenus,
  async register(app, ctx) {
    await app.register(multipart);
    registerOssRoutes(app, ctx);
  },
};
