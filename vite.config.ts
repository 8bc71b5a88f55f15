import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const stub = fileURLToPath(new URL("./src/app/markdown-stub.tsx", import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // @refinedev/antd bundles react-markdown for MarkdownField, which this app never renders.
      "react-markdown": stub,
      "remark-gfm": stub,
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
