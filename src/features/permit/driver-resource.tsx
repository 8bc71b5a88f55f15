import { resourcesFromModule } from "@/components/crud/from-module";
import { departField } from "@/features/permit/depart-select";
import { permitDriverModule } from "../../../shared/modules/permit-driver";
import { ENTITY_STATUS_COLORS } from "./permit-api";
import { DRIVER_TITLE } from "./permit-heads";

/** 驾驶员信息 (permit/DriverList) and its drawer twin: the declaration plus widths and the department tree. */
export const driverResources = resourcesFromModule(permitDriverModule, {
  title: DRIVER_TITLE,
  // Widths that fit a 1440 px screen together; the list is in creation order, so its time shows in the
  // details only.
  fields: {
    name: { width: 80 },
    photo: { width: 80 },
    sex: { width: 64 },
    idCard: { width: 160 },
    mobile: { width: 110 },
    licenceClass: { width: 86 },
    licenceExpiry: { width: 120 },
    company: { width: 110 },
    orgCode: { ...departField, width: 110 },
    status: { width: 72, tagColors: ENTITY_STATUS_COLORS },
    createTime: { list: false },
  },
  rowActions: ["edit", "details", "delete"],
});
