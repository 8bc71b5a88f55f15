import { moduleHeads, type ResourceHead } from "@/components/crud/resource-head";
import type { ResourceDecl } from "@/components/crud/types";
import { categoryHead } from "@/features/category/category-head";
import { dictHead } from "@/features/dict/dict-head";
import { gatewayRouteHead } from "@/features/gateway-route/gateway-route-head";
import { onlineHead } from "@/features/online/online-head";
import {
  applicantHeads,
  applicationHead,
  applicationVariantHeads,
  driverHeads,
  vehicleHeads,
} from "@/features/permit/permit-heads";
import { roleHead } from "@/features/role/role-head";
import { userHead } from "@/features/user/user-head";
import { announcementModule } from "../../shared/modules/announcement";
import { checkRuleModule } from "../../shared/modules/check-rule";
import { dataSourceModule } from "../../shared/modules/data-source";
import { fillRuleModule } from "../../shared/modules/fill-rule";
import { messageModule } from "../../shared/modules/message";
import { messageTemplateModule } from "../../shared/modules/message-template";
import { positionModule } from "../../shared/modules/position";
import { quartzJobModule } from "../../shared/modules/quartz-job";
import { tenantModule } from "../../shared/modules/tenant";

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
  ...entries(moduleHeads(tenantModule), async () => [
    (await import("@/features/tenant/tenant-resource")).tenantResource,
  ]),
  ...entries([dictHead], async () => [(await import("@/features/dict/dict-resource")).dictResource]),
  ...entries([categoryHead], async () => [
    (await import("@/features/category/category-resource")).categoryResource,
  ]),
  ...entries(moduleHeads(checkRuleModule), async () => [
    (await import("./declared-resources")).checkRuleResource,
  ]),
  ...entries(moduleHeads(fillRuleModule), async () => [
    (await import("@/features/fill-rule/fill-rule-resource")).fillRuleResource,
  ]),
  ...entries(moduleHeads(positionModule), async () => [
    (await import("./declared-resources")).positionResource,
  ]),
  ...entries(moduleHeads(dataSourceModule), async () => [
    (await import("@/features/data-source/data-source-resource")).dataSourceResource,
  ]),
  ...entries([gatewayRouteHead], async () => [
    (await import("@/features/gateway-route/gateway-route-resource")).gatewayRouteResource,
  ]),
  ...entries(moduleHeads(messageModule), async () => [
    (await import("@/features/message/message-resource")).messageResource,
  ]),
  ...entries(moduleHeads(messageTemplateModule), async () => [
    (await import("@/features/message/message-template-resource")).messageTemplateResource,
  ]),
  ...entries(moduleHeads(announcementModule), async () => [
    (await import("@/features/announcement/announcement-resource")).announcementResource,
  ]),
  ...entries(moduleHeads(quartzJobModule), async () => [
    (await import("@/features/quartz/quartz-job-resource")).quartzJobResource,
  ]),
  ...entries([applicationHead, ...applicationVariantHeads], async () => {
    const { applicationResource, applicationVariants } = await import(
      "@/features/permit/application-resource"
    );
    return [applicationResource, ...applicationVariants];
  }),
  ...entries(vehicleHeads, async () => (await import("@/features/permit/vehicle-resource")).vehicleResources),
  ...entries(driverHeads, async () => (await import("@/features/permit/driver-resource")).driverResources),
  ...entries(
    applicantHeads,
    async () => (await import("@/features/permit/applicant-resource")).applicantResources,
  ),
];

/** The whole declaration of a declared resource, by its name. */
export function loadResource(name: string): Promise<ResourceDecl> {
  const entry = RESOURCES.find((resource) => resource.name === name);
  if (!entry) return Promise.reject(new Error(`No resource ${name}`));
  return entry.load();
}
