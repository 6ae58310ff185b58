import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import path from "node:path";
import tseslint from "typescript-eslint";

/*
 * Import boundaries (docs/decisions/841-import-boundaries-and-unused-exports.md), checked by
 * `npm run lint` on the file each import resolves to. Paths are from the repository root; one
 * ending in "/" is a folder, "*" stands for any one folder name. Re-point these lines when folders
 * move. scripts/, bench/, tests/ and the root config files may import anything.
 */

/** A feature never imports another feature. Several paths in one entry are one feature. */
const FEATURES = ["web/src/features/*/", "netlify/lib/leads/", "netlify/lib/chat/"];

const WEB_ABOVE_SHARED = ["web/src/features/", "web/src/sections/", "web/src/pages/"];
const NETLIFY_FEATURES = ["netlify/lib/leads/", "netlify/lib/chat/"];
/**
 * The composition root: the one place that picks each port's adapter from the environment
 * (docs/decisions/821-one-pipeline-one-adapter-picker.md). It imports the features' adapters, and
 * in netlify/lib only the features' deps.ts files import it (a layer below holds that).
 */
const NETLIFY_COMPOSITION = "netlify/lib/adapters/";

/**
 * Layers: files under `files` (but not under `except`) may import `only` these paths and packages,
 * or anything `not` under these paths.
 */
const LAYERS = [
  { files: "facts/", only: ["facts/"], why: "facts depend on nothing but the language" },
  { files: "contract/", only: ["contract/", "facts/", "valibot"], why: "the contract is the ground floor" },
  { files: "web/", not: ["netlify/"], why: "web and netlify never import each other" },
  { files: "netlify/", not: ["web/"], why: "web and netlify never import each other" },
  { files: "web/src/lib/", not: WEB_ABOVE_SHARED, why: "shared web modules import nothing above them" },
  { files: "web/src/components/", not: WEB_ABOVE_SHARED, why: "shared web modules import nothing above them" },
  {
    files: "web/src/content/",
    not: [...WEB_ABOVE_SHARED, "web/src/components/", "web/src/lib/"],
    why: "content is data: it imports nothing above it",
  },
  {
    files: "netlify/lib/",
    except: [...NETLIFY_FEATURES, NETLIFY_COMPOSITION],
    not: [...NETLIFY_FEATURES, NETLIFY_COMPOSITION],
    why: "shared netlify/lib modules import no feature",
  },
  {
    files: "netlify/lib/",
    except: ["netlify/lib/leads/deps.ts", "netlify/lib/chat/deps.ts", NETLIFY_COMPOSITION],
    not: [NETLIFY_COMPOSITION],
    why: "only a feature's deps.ts picks the adapters",
  },
];

const ROOT = import.meta.dirname;
const under = (file, prefix) =>
  new RegExp(`^${prefix.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}`).exec(file);
const packageName = (source) =>
  source
    .split("/")
    .slice(0, source.startsWith("@") ? 2 : 1)
    .join("/");

/** Which feature a file belongs to: "<entry index>:<matched folder>", or undefined. */
function featureOf(file) {
  for (const [index, entry] of FEATURES.entries()) {
    for (const prefix of [entry].flat()) {
      const match = under(file, prefix);
      if (match) return `${index}:${Array.isArray(entry) ? "" : match[0]}`;
    }
  }
  return undefined;
}

/** Why `from` may not import `target` (a repository path, or a package name), or undefined. */
function crossing(from, target, isPackage) {
  const fromFeature = featureOf(from);
  const toFeature = isPackage ? undefined : featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature) return "a feature never imports another feature";
  for (const layer of LAYERS) {
    if (!under(from, layer.files) || layer.except?.some((p) => under(from, p))) continue;
    const listed = (paths) => paths.some((p) => (isPackage ? p === target : under(target, p)));
    if (layer.only ? !listed(layer.only) : !isPackage && listed(layer.not)) return layer.why;
  }
  return undefined;
}

const importBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Imports stay inside the boundaries of docs/decisions/841" },
    schema: [],
  },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join("/");
    if (from.startsWith("..")) return {};
    function check(node) {
      const source = node?.type === "Literal" && typeof node.value === "string" ? node.value : undefined;
      if (!source) return;
      const isPackage = !source.startsWith(".");
      const target = isPackage
        ? packageName(source)
        : path
            .relative(ROOT, path.resolve(path.dirname(context.filename), source))
            .split(path.sep)
            .join("/");
      const why = crossing(from, target, isPackage);
      if (!why) return;
      context.report({ node, message: `Import boundary: ${from} may not import ${target} (${why}).` });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ["dist", "dist-ssr", ".netlify", ".data", "node_modules", "bench/tmp"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Placeholder footer links are deliberate (SPEC §2): they say "Coming soon" to assistive tech.
      "jsx-a11y/anchor-is-valid": ["error", { aspects: ["noHref", "invalidHref"] }],
    },
  },
  {
    files: [
      "netlify/**/*.ts",
      "{scripts,bench}/**/*.{ts,mjs}",
      "tests/**/*.ts",
      "contract/**/*.ts",
      "facts/**/*.ts",
      "*.ts",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["{web,netlify,contract,facts}/**/*.{ts,tsx,js,mjs}"],
    plugins: { local: { rules: { "import-boundaries": importBoundaries } } },
    rules: { "local/import-boundaries": "error" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
