import { resourceFromModule } from "@/components/crud/from-module";
import { checkRuleModule } from "../../shared/modules/check-rule";
import { positionModule } from "../../shared/modules/position";

/** Modules whose list page is their shared declaration alone. */
export const positionResource = resourceFromModule(positionModule);
export const checkRuleResource = resourceFromModule(checkRuleModule);
