import { resourcesFromModule } from "@/components/crud/from-module";
import { departField } from "@/features/permit/depart-select";
import { permitVehicleModule } from "../../../shared/modules/permit-vehicle";
import { ENTITY_STATUS_COLORS } from "./permit-api";
import { VEHICLE_TITLE } from "./permit-heads";

/** 车辆信息 (permit/VehicleList) and its drawer twin: the declaration plus widths and the department tree. */
export const vehicleResources = resourcesFromModule(permitVehicleModule, {
  title: VEHICLE_TITLE,
  // Widths that fit a 1440 px screen together; the list is in creation order, so its time shows in the
  // details only.
  fields: {
    plateNo: { width: 100 },
    photos: { width: 90 },
    plateColor: { width: 80 },
    vehicleType: { width: 84 },
    brand: { width: 80 },
    ownerName: { width: 80 },
    ownerPhone: { width: 110 },
    inspectionExpiry: { width: 100 },
    insuranceExpiry: { width: 100 },
    orgCode: { ...departField, width: 110 },
    status: { width: 72, tagColors: ENTITY_STATUS_COLORS },
    createTime: { list: false },
  },
  rowActions: ["edit", "details", "delete"],
});
