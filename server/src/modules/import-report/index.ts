/** Downloads of import error reports (`result.fileUrl` of a partial import): login-only, as attachments. */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { attachmentHeader, IMPORT_REPORT_DIR } from "../../core/crud/index.ts";
import { fail } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";

/** Only names the importer generates; anything else (`..`, slashes) never reaches the file system. */
const REPORT_NAME = /^import_errors_[0-9a-f]{32}\.txt$/;

export const importReportModule: ServerModule = {
  name: "import-report",
  async register(app, { config }) {
    const dir = path.join(config.dataDir, IMPORT_REPORT_DIR);
    app.get(
      "/sys/common/static/import-errors/:name",
      { config: { auth: "login", cookie: true } },
      async (req, reply) => {
        const { name } = req.params as { name: string };
        const file = path.join(dir, name);
        const found = REPORT_NAME.test(name) ? await stat(file).catch(() => undefined) : undefined;
        if (!found?.isFile()) return reply.code(404).send(fail("文件不存在", 404));
        return reply
          .header("Content-Type", "text/plain; charset=utf-8")
          .header("Content-Disposition", attachmentHeader(name))
          .header("Cache-Control", "no-store")
          .send(createReadStream(file));
      },
    );
  },
};
