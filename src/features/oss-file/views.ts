import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** 文件管理 by its menu component key. */
export const OSS_FILE_VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  "modules/oss/OSSFileList": lazy(() => import("./oss-file-page")),
};
