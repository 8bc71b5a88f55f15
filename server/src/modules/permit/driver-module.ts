import { permitDriverModule } from "../../../../shared/modules/permit-driver.ts";
import { declaredModule } from "../declared-module.ts";
import { masterData, upperCase } from "./master-data.ts";

/** /permit/driver: 驾驶员信息. */
export const driverModule = declaredModule(permitDriverModule, {
  crud: masterData(permitDriverModule, {
    usedBy: ["driver_id", "所选驾驶员仍有有效的通行证，不能删除"],
    normalize: { idCard: upperCase },
    dictChecked: ["licenceClass"],
    departments: true,
  }),
});
