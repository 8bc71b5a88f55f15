import { registerCrud, registerExcelImport } from "../../core/crud/index.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { applicantNotifier } from "./applicant-messages.ts";
import { applicationCrud } from "./application-crud.ts";
import { registerApplicationList } from "./application-list.ts";
import { registerApplicationRoutes } from "./application-routes.ts";
import { APPLICATION_ROWS, applicationRowAccess } from "./live-rows.ts";
import { permitMenus } from "./menu.ts";
import { registerPermitPrint } from "./print.ts";
import { registerPublicCard } from "./public-card.ts";
import { seedPermit } from "./seed.ts";
import { registerPermitStats } from "./stats.ts";

export { applicantModule } from "./applicant-module.ts";
export { driverModule } from "./driver-module.ts";
export { vehicleModule } from "./vehicle-module.ts";

/** 通行证管理: applications with approval and the public pass card (the master data are declared modules). */
export const permitModule: ServerModule = {
  name: "permit",
  menus: permitMenus,
  seed: seedPermit,
  async register(app, { db, config, push, liveRows }) {
    const table = registerCrud(app, db, applicationCrud);
    liveRows?.define(APPLICATION_ROWS, applicationRowAccess(db));
    await registerExcelImport(app, table, config);
    registerApplicationList(app, db, table);
    registerApplicationRoutes(app, db, table, applicantNotifier({ db, push }, app.log));
    registerPublicCard(app, db);
    registerPermitPrint(app, db, table);
    registerPermitStats(app, db);
  },
};
