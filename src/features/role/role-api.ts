import { notTaken } from "@/components/screen-kit/taken-check";

/** GET /sys/role/checkRoleCode: a taken code fails with the server's message. */
export const uniqueRoleCode = notTaken("/sys/role/checkRoleCode", "roleCode", "角色编码已存在");
