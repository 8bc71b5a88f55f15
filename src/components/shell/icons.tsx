import {
  ApartmentOutlined,
  AppstoreOutlined,
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FormOutlined,
  GatewayOutlined,
  HddOutlined,
  HomeOutlined,
  IdcardOutlined,
  MessageOutlined,
  MonitorOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";

/**
 * Menu icon names (the original's ant-design-vue "type" names) to icon components. Only these are bundled:
 * importing every icon by name would add several hundred KB to the shell.
 */
export const MENU_ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined,
  appstore: AppstoreOutlined,
  car: CarOutlined,
  "check-circle": CheckCircleOutlined,
  "clock-circle": ClockCircleOutlined,
  contacts: ContactsOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  edit: EditOutlined,
  environment: EnvironmentOutlined,
  "file-text": FileTextOutlined,
  form: FormOutlined,
  gateway: GatewayOutlined,
  hdd: HddOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  message: MessageOutlined,
  monitor: MonitorOutlined,
  setting: SettingOutlined,
  solution: SolutionOutlined,
  table: TableOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  "user-add": UserAddOutlined,
};

/** Accepts "setting", "SettingOutlined" or "setting-outlined"; unknown names get a neutral icon. */
export function normalizeIconName(name: string): string {
  return name
    .replace(/(Outlined|-outlined|Filled|-filled)$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase();
}

export function hasMenuIcon(name: string): boolean {
  return normalizeIconName(name) in MENU_ICONS;
}

export function MenuIcon({ name }: { name?: string }) {
  if (!name) return null;
  const Icon = MENU_ICONS[normalizeIconName(name)] ?? AppstoreOutlined;
  return <Icon />;
}
