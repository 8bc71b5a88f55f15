import type { InsertBatch, Values } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { checkDictValue } from "./scope.ts";
import { normalizePlate } from "./validators.ts";

export const PLATE_TAKEN = "该车牌号已登记";

/** Normalised plate and VIN, dictionary values, and the plate unique within the tenant. */
export async function completeVehicle(
  db: Db,
  tenantId: number,
  values: Values,
  selfId?: string,
  batch?: InsertBatch,
): Promise<void> {
  if (typeof values.plateNo === "string") values.plateNo = normalizePlate(values.plateNo);
  if (typeof values.vin === "string") values.vin = values.vin.trim().toUpperCase();
  await checkDictValue(db, "plate_color", values.plateColor, "车牌颜色");
  await checkDictValue(db, "vehicle_type", values.vehicleType, "车辆类型");
  if (typeof values.plateNo !== "string") return;
  const taken = batch
    ? (await batch.once("plates", (rows) => takenPlates(db, tenantId, rows))).has(values.plateNo)
    : await db.one("SELECT 1 AS x FROM permit_vehicle WHERE tenant_id = $1 AND plate_no = $2 AND id <> $3", [
        tenantId,
        values.plateNo,
        selfId ?? "",
      ]);
  if (taken) throw new BizError(PLATE_TAKEN);
}

/** Which plates of an import's batch the tenant has registered already. */
async function takenPlates(db: Db, tenantId: number, rows: readonly Values[]): Promise<Set<string>> {
  const plates = rows.flatMap((r) => (typeof r.plateNo === "string" ? [normalizePlate(r.plateNo)] : []));
  const found = await db.query<{ plate_no: string }>(
    "SELECT plate_no FROM permit_vehicle WHERE tenant_id = $1 AND plate_no = ANY($2::varchar[])",
    [tenantId, plates],
  );
  return new Set(found.map((r) => r.plate_no));
}
