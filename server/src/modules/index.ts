import type { MenuSeed, ServerModule } from "../core/server-module.ts";
import { baseMenus } from "../db/seed/base-menus.ts";
import { accountModule } from "./account/index.ts";
import { addressBookModule } from "./address-book/index.ts";
import { announcementModule } from "./announcement/index.ts";
import { authModule } from "./auth/index.ts";
import { categoryModule } from "./category/index.ts";
import { checkRuleModule } from "./check-rule/index.ts";
import { columnSettingsModule } from "./column-settings/index.ts";
import { dataLogModule } from "./data-log/index.ts";
import { dataSourceModule } from "./data-source/index.ts";
import { departModule } from "./depart/index.ts";
import { dictModule } from "./dict/index.ts";
import { duplicateCheckModule } from "./duplicate-check/index.ts";
import { fillRuleModule } from "./fill-rule/index.ts";
import { gatewayRouteModule } from "./gateway-route/index.ts";
import { healthModule } from "./health/index.ts";
import { importReportModule } from "./import-report/index.ts";
import { logModule } from "./log/index.ts";
import { menuModule } from "./menu/index.ts";
import { messageModule, messageTemplateModule } from "./message/index.ts";
import { moduleMetaModule } from "./module-meta/index.ts";
import { monitorModule } from "./monitor/index.ts";
import { onlineModule } from "./online/index.ts";
import { onlineReportModule } from "./online-report/index.ts";
import { ossModule } from "./oss/index.ts";
import { permissionModule } from "./permission/index.ts";
import { applicantModule, driverModule, permitModule, vehicleModule } from "./permit/index.ts";
import { positionModule } from "./position/index.ts";
import { quartzJobModule } from "./quartz/index.ts";
import { redisMonitorModule } from "./redis-monitor/index.ts";
import { roleModule } from "./role/index.ts";
import { smsModule } from "./sms/index.ts";
import { ssoModule } from "./sso/index.ts";
import { superQueryModule } from "./super-query/index.ts";
import { tenantModule } from "./tenant/index.ts";
import { thirdAppModule } from "./third-app/index.ts";
import { uploadModule } from "./upload/index.ts";
import { userModule } from "./user/index.ts";
import { visitsModule } from "./visits/index.ts";

/**
 * Every server module, in registration and seed order. Add a module by importing it and listing it
 * here; its menus are seeded (and granted to `admin`) before its own seed runs.
 */
export const modules: ServerModule[] = [
  healthModule,
  authModule,
  permissionModule,
  // Feature modules (user, dict, ...) go below this line.
  dictModule,
  duplicateCheckModule,
  checkRuleModule,
  fillRuleModule,
  categoryModule,
  importReportModule,
  uploadModule,
  userModule,
  columnSettingsModule,
  roleModule,
  menuModule,
  departModule,
  smsModule,
  accountModule,
  ssoModule,
  onlineModule,
  tenantModule,
  logModule,
  dataLogModule,
  addressBookModule,
  visitsModule,
  permitModule,
  vehicleModule,
  driverModule,
  applicantModule,
  positionModule,
  dataSourceModule,
  gatewayRouteModule,
  onlineReportModule,
  thirdAppModule,
  moduleMetaModule,
  announcementModule,
  messageTemplateModule,
  messageModule,
  monitorModule,
  ossModule,
  redisMonitorModule,
  quartzJobModule,
  superQueryModule,
];

/** Every seeded sys_permission row (base rows and each module's), for the web app's tests. */
export function allMenuSeeds(): MenuSeed[] {
  return [...baseMenus, ...modules.flatMap((m) => m.menus ?? [])];
}
