import { registerCrud } from "../../core/crud/index.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { categoryCrud } from "./category-crud.ts";
import { categoryMenus } from "./menu.ts";
import { registerCategoryScreenLists } from "./screen-lists.ts";
import { registerCategoryReads } from "./tree-reads.ts";

/** /sys/category: the tree CRUD with generated YouBian codes and the widget reads. */
export const categoryModule: ServerModule = {
  name: "category",
  menus: categoryMenus,
  async register(app, { db }) {
    const categories = registerCrud(app, db, categoryCrud);
    registerCategoryReads(app, db);
    registerCategoryScreenLists(app, db, categories);
  },
};
