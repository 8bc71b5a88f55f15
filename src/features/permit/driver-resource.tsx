import { resourcesFromModule } from "@/components/crud/from-module";
import { departField } from "@/features/permit/depart-select";
import { permitDriverModule } from "../../../shared/modules/permit-driver";
import { ENTITY_STATUS_COLORS } from "./permit-api";

/** 驾驶员信息 (permit/DriverList) and its drawer twin: the declaration plus widths and the department tree. */
export const driverResources = resourcesFromModule(permitDriverModule, {
  title: "驾驶员信息",
  fields: {
    name: { width: 90 },
    photo: { width: 80 },
    sex: { width: 70 },
    idCard: { width: 180 },
    mobile: { width: 120 },
    licenceClass: { width: 90 },
    licenceExpiry: { width: 130 },
    orgCode: departField,
    status: { width: 80, tagColors: ENTITY_STATUS_COLORS },
  },
  rowActions: ["edit", "details", "delete"],
});
