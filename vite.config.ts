import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import netlify from "@netlify/vite-plugin";
import path from "node:path";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";

const projectRoot = import.meta.dirname;

/**
 * @netlify/vite-plugin takes Vite's root as the Netlify project root, but our Vite root is web/
 * while netlify.toml and netlify/functions sit one level up. Hand it a view of the dev server
 * whose root is the project root; Vite itself keeps serving web/ (the plugin's static files are
 * off so it never serves the repository's own files).
 */
function netlifyAtProjectRoot(): Plugin[] {
  const plugins = netlify({
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    images: { enabled: false },
    staticFiles: { enabled: false },
  }) as Plugin[];
  return plugins.map((plugin) => {
    const configureServer = plugin.configureServer;
    if (typeof configureServer !== "function") return plugin;
    return {
      ...plugin,
      configureServer(server: ViteDevServer) {
        const view = new Proxy(server, {
          get: (target, key) =>
            key === "config" ? { ...target.config, root: projectRoot } : Reflect.get(target, key, target),
        });
        return configureServer.call(this, view);
      },
    };
  });
}

export default defineConfig({
  root: path.join(projectRoot, "web"),
  publicDir: "public",
  plugins: [react(), tailwindcss(), netlifyAtProjectRoot()],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    target: "es2022",
    // scripts/prerender.ts reads it to preload the Spanish words on Spanish pages, then deletes it.
    manifest: true,
    rolldownOptions: {
      // Reading a property has no side effect in this code: the contract's schemas, unused by the
      // page, then leave no reads of their messages behind in its bundle.
      treeshake: { propertyReadSideEffects: false },
      output: {
        // What the page needs to start, in one chunk: the lazily loaded parts share modules with it,
        // which would otherwise go into several small chunks the page preloads anyway.
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
      },
    },
  },
});
