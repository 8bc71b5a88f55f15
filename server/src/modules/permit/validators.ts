/** Form rules of the permit business: the checks shared with the web forms, under the server's names. */
export {
  checkIdCard,
  checkMobile as checkPermitMobile,
  checkPlate,
  checkValidWindow,
  checkVin,
  idCardCheckChar,
  isPermitType,
  normalizePlate,
  PERMIT_MESSAGES,
  PERMIT_TYPES,
  type PermitType,
} from "../../../../shared/permit-checks.ts";
