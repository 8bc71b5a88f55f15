import { registerCrud, registerExcelImport } from "../../core/crud/index.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { applicantCrud } from "./applicant-crud.ts";
import { applicationCrud } from "./application-crud.ts";
import { registerApplicationList } from "./application-list.ts";
import { registerApplicationRoutes } from "./application-routes.ts";
import { driverCrud } from "./driver-crud.ts";
import { permitMenus } from "./menu.ts";
import { registerPublicCard } from "./public-card.ts";
import { seedPermit } from "./seed.ts";
import { registerPermitStats } from "./stats.ts";
import { vehicleCrud } from "./vehicle-crud.ts";

/** 通行证管理: master data, applications with approval, and the public pass card. */
export const permitModule: ServerModule = {
  name: "permit",
  menus: permitMenus,
  seed: seedPermit,
  async register(app, { db, config }) {
    for (const decl of [vehicleCrud, driverCrud, applicantCrud, applicationCrud]) {
      const table = registerCrud(app, db, decl);
      await registerExcelImport(app, table, config);
      if (decl !== applicationCrud) continue;
      registerApplicationList(app, db, table);
      registerApplicationRoutes(app, db, table);
    }
    registerPublicCard(app, db);
    registerPermitStats(app, db);
  },
};
