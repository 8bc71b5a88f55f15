import type { ResourceDecl } from "@/components/crud/types";
import { applicantResource, visitorResource } from "./permit-applicant";
import { applicationResource, applicationVariants } from "./permit-application";
import { driverResource } from "./permit-driver";
import { vehicleResource } from "./permit-vehicle";
import { userResource } from "./user";

/** Every declared resource; the menu links them to pages by their component key. */
export const RESOURCES: readonly ResourceDecl[] = [
  userResource,
  applicationResource,
  ...applicationVariants,
  vehicleResource,
  driverResource,
  applicantResource,
  visitorResource,
];
