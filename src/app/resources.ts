import type { ResourceHead } from "@/components/crud/resource-head";
import type { ResourceDecl } from "@/components/crud/types";
import { categoryHead } from "@/features/category/category-head";
import { dictHead } from "@/features/dict/dict-head";
import { onlineHead } from "@/features/online/online-head";
import { roleHead } from "@/features/role/role-head";
import { userHead } from "@/features/user/user-head";
import {
  announcementHeads,
  applicationHeads,
  checkRuleHeads,
  dataSourceHeads,
  fillRuleHeads,
  gatewayRouteHeads,
  messageHeads,
  messageTemplateHeads,
  permitApplicantHeads,
  permitDriverHeads,
  permitVehicleHeads,
  positionHeads,
  quartzJobHeads,
  tenantHeads,
} from "./module-heads";

/** A declared resource as the shell knows it, and how its page gets the whole declaration. */
export interface ResourceEntry extends ResourceHead {
  load: () => Promise<ResourceDecl>;
}

/** Heads of resources declared in one module, each loading its own declaration from that module. */
function entries(
  heads: readonly ResourceHead[],
  declarations: () => Promise<readonly ResourceDecl[]>,
): ResourceEntry[] {
  return heads.map((head) => ({
    ...head,
    load: async () => {
      const found = (await declarations()).find((decl) => decl.name === head.name);
      if (!found) throw new Error(`No declaration for the resource ${head.name}`);
      return found;
    },
  }));
}

/**
 * Every declared resource; the menu links them to pages by their component key. The shell carries only
 * their heads: fields, columns and dialogs load with the page.
 */
export const RESOURCES: readonly ResourceEntry[] = [
  ...entries([userHead], async () => [(await import("@/features/user/user-resource")).userResource]),
  ...entries([roleHead], async () => [(await import("@/features/role/role-resource")).roleResource]),
  ...entries([onlineHead], async () => [(await import("@/features/online/online-resource")).onlineResource]),
  ...entries(tenantHeads, async () => [(await import("@/features/tenant/tenant-resource")).tenantResource]),
  ...entries([dictHead], async () => [(await import("@/features/dict/dict-resource")).dictResource]),
  ...entries([categoryHead], async () => [
    (await import("@/features/category/category-resource")).categoryResource,
  ]),
  ...entries(checkRuleHeads, async () => [(await import("./declared-resources")).checkRuleResource]),
  ...entries(fillRuleHeads, async () => [
    (await import("@/features/fill-rule/fill-rule-resource")).fillRuleResource,
  ]),
  ...entries(positionHeads, async () => [(await import("./declared-resources")).positionResource]),
  ...entries(dataSourceHeads, async () => [
    (await import("@/features/data-source/data-source-resource")).dataSourceResource,
  ]),
  ...entries(gatewayRouteHeads, async () => [
    (await import("@/features/gateway-route/gateway-route-resource")).gatewayRouteResource,
  ]),
  ...entries(messageHeads, async () => [
    (await import("@/features/message/message-resource")).messageResource,
  ]),
  ...entries(messageTemplateHeads, async () => [
    (await import("@/features/message/message-template-resource")).messageTemplateResource,
  ]),
  ...entries(announcementHeads, async () => [
    (await import("@/features/announcement/announcement-resource")).announcementResource,
  ]),
  ...entries(quartzJobHeads, async () => [
    (await import("@/features/quartz/quartz-job-resource")).quartzJobResource,
  ]),
  ...entries(applicationHeads, async () => {
    const { applicationResource, applicationVariants } = await import(
      "@/features/permit/application-resource"
    );
    return [applicationResource, ...applicationVariants];
  }),
  ...entries(
    permitVehicleHeads,
    async () => (await import("@/features/permit/vehicle-resource")).vehicleResources,
  ),
  ...entries(
    permitDriverHeads,
    async () => (await import("@/features/permit/driver-resource")).driverResources,
  ),
  ...entries(
    permitApplicantHeads,
    async () => (await import("@/features/permit/applicant-resource")).applicantResources,
  ),
];

/** The whole declaration of a declared resource, by its name. */
export function loadResource(name: string): Promise<ResourceDecl> {
  const entry = RESOURCES.find((resource) => resource.name === name);
  if (!entry) return Promise.reject(new Error(`No resource ${name}`));
  return entry.load();
}
