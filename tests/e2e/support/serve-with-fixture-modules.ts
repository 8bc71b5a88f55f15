// The product's server plus the modules of tests/fixtures/modules, which exist only as declarations.
import { declaredModule } from "../../../server/src/modules/declared-module.ts";
import { modules } from "../../../server/src/modules/index.ts";
import { serve } from "../../../server/src/serve.ts";
import { visitRecordModule } from "../../fixtures/modules/visit-record.ts";

serve([...modules, declaredModule(visitRecordModule)]);
