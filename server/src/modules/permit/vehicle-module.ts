import { permitVehicleModule } from "../../../../shared/modules/permit-vehicle.ts";
import type { Values } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";
import { masterData, upperCase } from "./master-data.ts";
import { tenantOf } from "./scope.ts";
import { normalizePlate } from "./validators.ts";

const PLATE_TAKEN = "该车牌号已登记";

/** Which plates of an import's batch the tenant has registered already. */
async function takenPlates(db: Db, tenantId: number, rows: readonly Values[]): Promise<Set<string>> {
  const plates = rows.flatMap((r) => (typeof r.plateNo === "string" ? [normalizePlate(r.plateNo)] : []));
  const found = await db.query<{ plate_no: string }>(
    "SELECT plate_no FROM permit_vehicle WHERE tenant_id = $1 AND plate_no = ANY($2::varchar[])",
    [tenantId, plates],
  );
  return new Set(found.map((r) => r.plate_no));
}

/** /permit/vehicle: 车辆信息, each plate registered once per tenant (an import asks once per batch). */
export const vehicleModule = declaredModule(permitVehicleModule, {
  crud: masterData(permitVehicleModule, {
    usedBy: ["vehicle_id", "所选车辆仍有有效的通行证，不能删除"],
    normalize: { plateNo: normalizePlate, vin: upperCase },
    dictChecked: ["plateColor", "vehicleType"],
    departments: true,
    async complete(values, { req, db, batch }, selfId) {
      if (typeof values.plateNo !== "string") return;
      const tenantId = tenantOf(req);
      const taken = batch
        ? (await batch.once("plates", (rows) => takenPlates(db, tenantId, rows))).has(values.plateNo)
        : await db.one(
            "SELECT 1 AS x FROM permit_vehicle WHERE tenant_id = $1 AND plate_no = $2 AND id <> $3",
            [tenantId, values.plateNo, selfId ?? ""],
          );
      if (taken) throw new BizError(PLATE_TAKEN);
    },
  }),
});
