import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const stub = local("./src/app/markdown-stub.tsx");

export default defineConfig({
  plugins: [react()],
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
