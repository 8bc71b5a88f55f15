import { SettingsPanel } from "@/components/layout/settings-panel";
import { AvatarSetting } from "./avatar-setting";
import { BaseSetting } from "./base-setting";
import { BindingSetting } from "./binding-setting";
import { NotificationSetting } from "./notification-setting";
import { SecuritySetting } from "./security-setting";
import { SettingsLayout } from "./settings-layout";

/** Each settings page inside the settings layout, one export per menu component key. */
export const BasePage = () => (
  <SettingsLayout active="base">
    <BaseSetting />
  </SettingsLayout>
);
export const AvatarPage = () => (
  <SettingsLayout active="avatar">
    <AvatarSetting />
  </SettingsLayout>
);
export const SecurityPage = () => (
  <SettingsLayout active="security">
    <SecuritySetting />
  </SettingsLayout>
);
export const CustomPage = () => (
  <SettingsLayout active="custom">
    <div style={{ maxWidth: 480 }}>
      <SettingsPanel />
    </div>
  </SettingsLayout>
);
export const BindingPage = () => (
  <SettingsLayout active="binding">
    <BindingSetting />
  </SettingsLayout>
);
export const NotificationPage = () => (
  <SettingsLayout active="notification">
    <NotificationSetting />
  </SettingsLayout>
);
