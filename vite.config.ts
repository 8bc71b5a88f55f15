import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, runnerImport } from "vite";

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const stub = local("./src/app/markdown-stub.tsx");

/**
 * Parts of antd that antd's own files import but no screen of this app uses, each replaced by a stand-in
 * that fails loudly if it is ever rendered (relative imports inside antd, so a resolve alias cannot reach them).
 */
const antdUnusedParts: Record<string, string> = {
  "antd/es/table/hooks/useFilter/FilterDropdown.js": local("./src/app/table-filter-stub.ts"),
  "antd/es/table/RcTable/VirtualTable.js": local("./src/app/virtual-table-stub.ts"),
};

const leaveOutAntdParts: Plugin = {
  name: "leave-out-antd-parts",
  enforce: "pre",
  async resolveId(source, importer, options) {
    if (!importer?.includes("/antd/es/table/")) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved) return null;
    const part = Object.keys(antdUnusedParts).find((path) => resolved.id.endsWith(`/node_modules/${path}`));
    return part ? antdUnusedParts[part] : resolved;
  },
};

/**
 * Replaces a module whose exports are plain data by those data, computed when the app is built: the code
 * and the declarations it reads to compute them stay out of the bundle.
 */
function precomputed(file: string): Plugin {
  return {
    name: "precomputed",
    apply: "build",
    async load(id) {
      if (id !== file) return null;
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        logLevel: "warn",
        resolve: { alias: { "@": local("./src") } },
      });
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}

export default defineConfig({
  plugins: [react(), leaveOutAntdParts, precomputed(local("./src/app/module-heads.ts"))],
  resolve: {
    alias: {
      "@": local("./src"),
      // @refinedev/antd bundles react-markdown for MarkdownField, which this app never renders.
      "react-markdown": stub,
      "remark-gfm": stub,
      // refine's CSV hooks and devtools reporting, which this app never uses.
      papaparse: local("./src/app/papaparse-stub.ts"),
      "error-stack-parser": local("./src/app/error-stack-stub.ts"),
      // qs's cycle check, without the engine probes and error formatting the package brings along.
      "side-channel": local("./src/app/side-channel-stub.cjs"),
      "resize-observer-polyfill": local("./src/app/resize-observer.ts"),
    },
  },
  server: {
    port: 5173,
    proxy: { "/jeecg-boot": "http://localhost:8080" },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
});
