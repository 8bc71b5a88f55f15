import { permitApplicantModule } from "../../../../shared/modules/permit-applicant.ts";
import { declaredModule } from "../declared-module.ts";
import { masterData, upperCase } from "./master-data.ts";

/** /permit/applicant: 用户信息 and, on the web, its visitor list. */
export const applicantModule = declaredModule(permitApplicantModule, {
  crud: masterData(permitApplicantModule, {
    usedBy: ["applicant_id", "所选人员仍有有效的通行证，不能删除"],
    normalize: { idCard: upperCase },
  }),
});
