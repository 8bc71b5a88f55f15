/**
 * The heads of the resources that shared module declarations (and the permit lists) declare. The build
 * replaces this file by the lists it computes (vite.config.ts, `precomputed`), so the shell carries these
 * names and paths without the declarations' fields and menus; tests and the dev server compute them here.
 */
import { moduleHeads, type ResourceHead } from "@/components/crud/resource-head";
import { gatewayRouteHead } from "@/features/gateway-route/gateway-route-head";
import {
  applicantHeads,
  applicationHead,
  applicationVariantHeads,
  driverHeads,
  vehicleHeads,
} from "@/features/permit/permit-heads";
import { announcementModule } from "../../shared/modules/announcement";
import { checkRuleModule } from "../../shared/modules/check-rule";
import { dataSourceModule } from "../../shared/modules/data-source";
import { fillRuleModule } from "../../shared/modules/fill-rule";
import { messageModule } from "../../shared/modules/message";
import { messageTemplateModule } from "../../shared/modules/message-template";
import { positionModule } from "../../shared/modules/position";
import { quartzJobModule } from "../../shared/modules/quartz-job";
import { tenantModule } from "../../shared/modules/tenant";

export const tenantHeads: ResourceHead[] = moduleHeads(tenantModule);
export const checkRuleHeads: ResourceHead[] = moduleHeads(checkRuleModule);
export const fillRuleHeads: ResourceHead[] = moduleHeads(fillRuleModule);
export const positionHeads: ResourceHead[] = moduleHeads(positionModule);
export const dataSourceHeads: ResourceHead[] = moduleHeads(dataSourceModule);
export const gatewayRouteHeads: ResourceHead[] = [gatewayRouteHead];
export const messageHeads: ResourceHead[] = moduleHeads(messageModule);
export const messageTemplateHeads: ResourceHead[] = moduleHeads(messageTemplateModule);
export const announcementHeads: ResourceHead[] = moduleHeads(announcementModule);
export const quartzJobHeads: ResourceHead[] = moduleHeads(quartzJobModule);
export const applicationHeads: ResourceHead[] = [applicationHead, ...applicationVariantHeads];
export const permitVehicleHeads: readonly ResourceHead[] = vehicleHeads;
export const permitDriverHeads: readonly ResourceHead[] = driverHeads;
export const permitApplicantHeads: readonly ResourceHead[] = applicantHeads;
