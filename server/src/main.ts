import { modules } from "./modules/index.ts";
import { serve } from "./serve.ts";

serve(modules);
