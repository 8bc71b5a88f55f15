import { moduleHeads, type ResourceHead } from "@/components/crud/resource-head";
import { permitApplicantModule } from "../../../shared/modules/permit-applicant";
import { permitDriverModule } from "../../../shared/modules/permit-driver";
import { permitVehicleModule } from "../../../shared/modules/permit-vehicle";
import { permitApi } from "./permit-api";

/** The permit lists as the shell knows them before their pages load. */
export const applicationHead: ResourceHead = {
  name: "permit-application",
  component: "permit/ApplicationList",
  title: "通行证申请",
  authPrefix: "permit:application:",
  api: permitApi("application"),
};

const variant = (name: string, component: string, title: string, fixedFilter: Record<string, string>) => ({
  ...applicationHead,
  name: `permit-application-${name}`,
  component,
  title,
  fixedFilter,
});

export const applicationVariantHeads: readonly ResourceHead[] = [
  variant("east", "permit/ApplicationEastList", "东区通行证", { region: "east" }),
  variant("west", "permit/ApplicationWestList", "西区通行证", { region: "west" }),
  variant("visitor", "permit/ApplicationVisitorList", "访客通行证", { permitType: "visitor" }),
];

export const VEHICLE_TITLE = "车辆信息";
export const DRIVER_TITLE = "驾驶员信息";
export const APPLICANT_TITLE = "用户信息";

export const vehicleHeads = moduleHeads(permitVehicleModule, { title: VEHICLE_TITLE });
export const driverHeads = moduleHeads(permitDriverModule, { title: DRIVER_TITLE });
export const applicantHeads = moduleHeads(permitApplicantModule, { title: APPLICANT_TITLE });
