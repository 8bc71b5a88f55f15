import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** 我的消息 by its view key (a fixed page, not a menu row). */
export const NOTICE_VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  "system/UserAnnouncementList": lazy(() => import("./user-announcement-page")),
};
