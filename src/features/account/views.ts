import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type Page = "BasePage" | "AvatarPage" | "SecurityPage" | "CustomPage" | "BindingPage" | "NotificationPage";

const settings = (name: Page) => lazy(async () => ({ default: (await import("./settings-pages"))[name] }));

/** The 个人页 views by menu component key (the account module's menu rows). */
export const ACCOUNT_VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  "account/center/Index": lazy(() => import("./center-page")),
  "account/settings/BaseSetting": settings("BasePage"),
  "account/settings/Avatar": settings("AvatarPage"),
  "account/settings/Security": settings("SecurityPage"),
  "account/settings/Custom": settings("CustomPage"),
  "account/settings/Binding": settings("BindingPage"),
  "account/settings/Notification": settings("NotificationPage"),
};
