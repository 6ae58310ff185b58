/**
 * Bundles the functions the way Netlify's build does: `@netlify/zip-it-and-ship-it`, the
 * bundler Netlify's build runs, with netlify.toml's `[functions]` settings and the site's Node
 * version. `npm run build` writes unzipped bundles for `npm start` to load warm; the bench zips
 * them to measure what a deploy uploads.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { zipFunctions, type ArchiveFormat } from "@netlify/zip-it-and-ship-it";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
/** Where `npm run build` leaves the bundles that `npm start` serves (ignored by git). */
export const LOCAL_FUNCTIONS_DIR = path.join(projectRoot, ".netlify/functions-local");
/**
 * netlify.toml's `[functions] included_files`: the Anthropic SDK's CommonJS copies left out. The
 * functions are ES modules and import the SDK's `.mjs` build (its package exports), which imports
 * only `.mjs` files; the `.js` twins that the tracer also picks up were about a quarter of chat-send's
 * upload. tests/unit/functions-bundle.test.ts holds the two lists equal.
 */
export const INCLUDED_FILES = ["!node_modules/@anthropic-ai/sdk/**/*.js"] as const;
/** The Node major the site pins (.nvmrc, netlify.toml's NODE_VERSION): functions run on it. */
const NODE_MAJOR = "22";

export type BundledFunction = {
  name: string;
  /** The folder (or zip file) of the bundle. */
  path: string;
  /** Bytes of the zip, when `archiveFormat` is "zip". */
  size?: number;
  schedule?: string;
  routes: { literal?: string; expression?: string; methods?: string[] }[];
};

export async function bundleFunctions({
  destFolder,
  archiveFormat,
}: {
  destFolder: string;
  archiveFormat: ArchiveFormat;
}): Promise<BundledFunction[]> {
  rmSync(destFolder, { recursive: true, force: true }); // no function removed from source lingers
  const results = await zipFunctions(path.join(projectRoot, "netlify/functions"), destFolder, {
    archiveFormat,
    basePath: projectRoot,
    repositoryRoot: projectRoot,
    manifest: path.join(destFolder, "manifest.json"),
    config: { "*": { nodeBundler: "esbuild", nodeVersion: NODE_MAJOR, includedFiles: [...INCLUDED_FILES] } },
  });
  return results.map(({ name, path, size, schedule, routes }) => ({
    name,
    path,
    size,
    schedule,
    routes: routes ?? [],
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const bundled = await bundleFunctions({ destFolder: LOCAL_FUNCTIONS_DIR, archiveFormat: "none" });
  const ms = Math.round(performance.now() - started);
  console.log(
    `Bundled ${bundled.map((f) => f.name).join(", ")} into ${path.relative(projectRoot, LOCAL_FUNCTIONS_DIR)} in ${ms} ms`,
  );
}
