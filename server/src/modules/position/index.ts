import { positionModule as positionDeclaration } from "../../../../shared/modules/position.ts";
import type { Db } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";

/** A few positions so the position picker has something to show on a fresh start. */
async function seedPositions(db: Db): Promise<void> {
  const rows = [
    ["1185040064792571906", "devleader", "研发部经理", "3"],
    ["1185039870491439105", "hr", "人力资源专员", "2"],
    ["1185040064792571907", "guard", "门卫", "1"],
  ];
  for (const [id, code, name, rank] of rows) {
    await db.query(
      `INSERT INTO sys_position (id, code, name, post_rank, create_by) VALUES ($1, $2, $3, $4, 'admin')
       ON CONFLICT DO NOTHING`,
      [id, code, name, rank],
    );
  }
}

/** /sys/position: 职务管理 from its shared declaration. */
export const positionModule = declaredModule(positionDeclaration, { seed: seedPositions });
