import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, runnerImport } from "vite";

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const stub = local("./src/app/markdown-stub.tsx");

/**
 * Parts of antd and rc-table that their own files import (relative imports, which a resolve alias cannot
 * reach), each replaced for the importers under `from`: ones no screen of this app uses by stand-ins that
 * fail loudly if ever rendered, App's modal hook by one that loads the dialogs with the first of them, the
 * pagination's page-size select by the first-paint select, which loads the select with its first use, and a
 * package's index by the one file of it the importer uses.
 */
const antdParts: { from: string; part: string; standIn: string }[] = [
  {
    from: "antd/es/table/",
    part: "antd/es/table/hooks/useFilter/FilterDropdown.js",
    standIn: local("./src/app/table-filter-stub.ts"),
  },
  {
    from: "antd/es/table/",
    part: "antd/es/table/RcTable/VirtualTable.js",
    standIn: local("./src/app/virtual-table-stub.ts"),
  },
  ...["rc-tree/es/util.js", "rc-tree/es/utils/conductUtil.js", "rc-tree/es/utils/treeUtil.js"].map(
    (part) => ({
      from: "antd/es/table/hooks/useSelection.js",
      part,
      standIn: local("./src/app/tree-selection-stub.ts"),
    }),
  ),
  {
    from: "rc-table/es/",
    part: "rc-table/es/VirtualTable/index.js",
    standIn: local("./src/app/virtual-table-stub.ts"),
  },
  {
    from: "antd/es/app/",
    part: "antd/es/modal/useModal/index.js",
    standIn: local("./src/app/lazy-modal-hook.tsx"),
  },
  {
    from: "antd/es/radio/group.js",
    part: "antd/es/form/hooks/useForm.js",
    standIn: local("./src/app/radio-name-path.ts"),
  },
  // The input index brings its siblings with every Input: the one-time-code boxes, which no screen uses,
  // and the text area, which only forms draw and which loads when the first is drawn.
  {
    from: "antd/es/input/index.js",
    part: "antd/es/input/OTP/index.js",
    standIn: local("./src/app/input-otp-stub.ts"),
  },
  {
    from: "antd/es/input/index.js",
    part: "antd/es/input/TextArea.js",
    standIn: local("./src/app/lazy-text-area.tsx"),
  },
  // Every antd input reads the form context, which takes only rc-field-form's provider from its index; the
  // index would bring the whole form store (fields, validation) into screens without a form.
  {
    from: "antd/es/form/context.js",
    part: "rc-field-form/es/index.js",
    // The file itself, as resolved ids are (node_modules may be a link).
    standIn: realpathSync(local("./node_modules/rc-field-form/es/FormContext.js")),
  },
  {
    from: "antd/es/pagination/",
    part: "antd/es/select/index.js",
    standIn: local("./src/components/widgets/first-paint-select.tsx"),
  },
];

const replaceAntdParts: Plugin = {
  name: "replace-antd-parts",
  enforce: "pre",
  async resolveId(source, importer, options) {
    const scoped = antdParts.filter(({ from }) => importer?.includes(`/node_modules/${from}`));
    if (scoped.length === 0) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved) return null;
    return scoped.find(({ part }) => resolved.id.endsWith(`/node_modules/${part}`))?.standIn ?? resolved;
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
  plugins: [react(), replaceAntdParts, precomputed(local("./src/app/module-heads.ts"))],
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
