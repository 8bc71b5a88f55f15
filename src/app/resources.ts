import type { ResourceDecl } from "@/components/crud/types";
import { announcementResource } from "@/features/announcement/announcement-resource";
import { categoryResource } from "@/features/category/category-resource";
import { dataSourceResource } from "@/features/data-source/data-source-resource";
import { dictResource } from "@/features/dict/dict-resource";
import { gatewayRouteResource } from "@/features/gateway-route/gateway-route-resource";
import { messageResource } from "@/features/message/message-resource";
import { messageTemplateResource } from "@/features/message/message-template-resource";
import { onlineResource } from "@/features/online/online-resource";
import { applicantResources } from "@/features/permit/applicant-resource";
import { applicationResource, applicationVariants } from "@/features/permit/application-resource";
import { driverResources } from "@/features/permit/driver-resource";
import { vehicleResources } from "@/features/permit/vehicle-resource";
import { quartzJobResource } from "@/features/quartz/quartz-job-resource";
import { roleResource } from "@/features/role/role-resource";
import { tenantResource } from "@/features/tenant/tenant-resource";
import { userResource } from "@/features/user/user-resource";
import { checkRuleResource, fillRuleResource, positionResource } from "./declared-resources";

/** Every declared resource; the menu links them to pages by their component key. */
export const RESOURCES: readonly ResourceDecl[] = [
  userResource,
  roleResource,
  onlineResource,
  tenantResource,
  dictResource,
  categoryResource,
  checkRuleResource,
  fillRuleResource,
  positionResource,
  dataSourceResource,
  gatewayRouteResource,
  messageResource,
  messageTemplateResource,
  announcementResource,
  quartzJobResource,
  applicationResource,
  ...applicationVariants,
  ...vehicleResources,
  ...driverResources,
  ...applicantResources,
];
