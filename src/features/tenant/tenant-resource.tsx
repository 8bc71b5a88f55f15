import type { FormRule } from "antd";
import { resourceFromModule } from "@/components/crud/from-module";
import { END_BEFORE_BEGIN, tenantModule } from "../../../shared/modules/tenant";

/** The end must not come before the begin (both `yyyy-MM-dd HH:mm:ss`, so text order is time order). */
const endAfterBegin: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const begin = getFieldValue("beginDate");
    if (typeof value === "string" && typeof begin === "string" && value && begin && value < begin)
      throw new Error(END_BEFORE_BEGIN);
  },
});

/**
 * 租户管理 (system/TenantList at /isystem/tenant): a frozen tenant, or one outside its begin and end
 * dates, blocks the login of users who belong to no other tenant.
 */
export const tenantResource = resourceFromModule(tenantModule, {
  fields: {
    id: { width: 100 },
    endDate: { dependencies: ["beginDate"], rules: [endAfterBegin] },
    status: { tagColors: { "1": "green", "0": "red" }, width: 80 },
    createBy: { width: 100 },
  },
});
