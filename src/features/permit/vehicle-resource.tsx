import { resourcesFromModule } from "@/components/crud/from-module";
import { departField } from "@/features/permit/depart-select";
import { permitVehicleModule } from "../../../shared/modules/permit-vehicle";
import { ENTITY_STATUS_COLORS } from "./permit-api";

/** 车辆信息 (permit/VehicleList) and its drawer twin: the declaration plus widths and the department tree. */
export const vehicleResources = resourcesFromModule(permitVehicleModule, {
  title: "车辆信息",
  fields: {
    plateNo: { width: 110 },
    photos: { width: 150 },
    plateColor: { width: 90 },
    vehicleType: { width: 100 },
    brand: { width: 90 },
    ownerName: { width: 90 },
    ownerPhone: { width: 120 },
    inspectionExpiry: { width: 110 },
    insuranceExpiry: { width: 110 },
    orgCode: departField,
    status: { width: 80, tagColors: ENTITY_STATUS_COLORS },
  },
  rowActions: ["edit", "details", "delete"],
});
