import type { ResourceDecl } from "@/components/crud/types";
import { categoryResource } from "./category";
import { dataSourceResource } from "./data-source";
import { checkRuleResource, fillRuleResource, positionResource } from "./declared";
import { dictResource } from "./dict";
import { gatewayRouteResource } from "./gateway-route";
import { onlineResource } from "./online";
import {
  applicantDrawerResource,
  applicantResource,
  visitorDrawerResource,
  visitorResource,
} from "./permit-applicant";
import { applicationResource, applicationVariants } from "./permit-application";
import { driverDrawerResource, driverResource } from "./permit-driver";
import { vehicleDrawerResource, vehicleResource } from "./permit-vehicle";
import { roleResource } from "./role";
import { tenantResource } from "./tenant";
import { userResource } from "./user";

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
  applicationResource,
  ...applicationVariants,
  vehicleResource,
  vehicleDrawerResource,
  driverResource,
  driverDrawerResource,
  applicantResource,
  applicantDrawerResource,
  visitorResource,
  visitorDrawerResource,
];
