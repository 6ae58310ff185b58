import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import netlify from "@netlify/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    // Local emulation for `npm run dev` only; it switches itself off under `netlify dev`.
    netlify({
      edgeFunctions: { enabled: false },
      database: { enabled: false },
      images: { enabled: false },
    }),
  ],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    target: "es2022",
  },
});
