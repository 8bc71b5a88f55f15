import { resourcesFromModule } from "@/components/crud/from-module";
import { permitApplicantModule } from "../../../shared/modules/permit-applicant";
import { APPLICANT_TITLE } from "./permit-heads";

/**
 * 用户信息 (permit/ApplicantList), 访客信息 (permit/VisitorList, the visitors only) and their drawer
 * twins: the declaration plus column widths.
 */
export const applicantResources = resourcesFromModule(permitApplicantModule, {
  title: APPLICANT_TITLE,
  fields: { name: { width: 100 }, idCard: { width: 180 }, mobile: { width: 120 }, kind: { width: 100 } },
  rowActions: ["edit", "details", "delete"],
});
