import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Import boundaries (docs/decisions/901-one-module-per-concern-and-netlify-shaped-functions.md), held by
 * eslint-plugin-boundaries on the file each import resolves to. Folders are elements; an import
 * from an element is refused unless a policy below allows it. Paths are from the repository root.
 * scripts/, bench/, tests/ and the root config files are no element and may import anything.
 * The zones name top-level folders and web's own rooms only, so they hold however netlify/ is laid
 * out inside.
 */
const ELEMENTS = [
  { type: "facts", pattern: "facts" },
  { type: "contract", pattern: "contract" },
  { type: "web-feature", pattern: "web/src/features/*", capture: ["feature"] },
  { type: "web-page", pattern: "web/src/{sections,pages}" },
  { type: "web-shared", pattern: "web/src/{lib,components}" },
  { type: "web-content", pattern: "web/src/content" },
  { type: "web", pattern: "web" },
  { type: "netlify", pattern: "netlify" },
];

const PACKAGES = { module: { origin: ["external", "core"] } };
const types = (...names) => ({ element: { types: { anyOf: names } } });
/** Who may import what: anything not allowed here fails `npm run lint`. */
const POLICIES = [
  {
    from: { element: { type: "facts" } },
    allow: { to: [types("facts")] },
    message: "facts depend on nothing but the language",
  },
  {
    from: { element: { type: "contract" } },
    allow: { to: [types("contract", "facts"), { module: { origin: "external", source: "valibot" } }] },
    message: "the contract is the ground floor: itself, facts/ and valibot",
  },
  {
    from: { element: { type: "web-content" } },
    allow: { to: [types("web-content", "contract", "facts"), PACKAGES] },
    message: "content is data: it imports nothing above it",
  },
  {
    from: { element: { type: "web-shared" } },
    allow: { to: [types("web-shared", "web-content", "contract", "facts"), PACKAGES] },
    message: "shared web modules import nothing above them",
  },
  {
    from: { element: { type: "web-feature" } },
    allow: {
      to: [
        { element: { type: "web-feature", captured: { feature: "{{ from.element.captured.feature }}" } } },
        types("web-shared", "web-content", "contract", "facts"),
        PACKAGES,
      ],
    },
    message: "a feature imports no other feature, page or section",
  },
  {
    from: { element: { types: { anyOf: ["web-page", "web"] } } },
    allow: {
      to: [types("web", "web-page", "web-feature", "web-shared", "web-content", "contract", "facts"), PACKAGES],
    },
    message: "web and netlify never import each other",
  },
  {
    from: { element: { type: "netlify" } },
    allow: { to: [types("netlify", "contract", "facts"), PACKAGES] },
    message: "web and netlify never import each other",
  },
];

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
      // Placeholder footer links are deliberate (the product keeps them as placeholders): they say "Coming soon" to assistive tech.
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
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ELEMENTS,
      "boundaries/include": ["{web,netlify,contract,facts}/**/*"],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        { default: "disallow", checkAllOrigins: true, checkUnknownLocals: true, policies: POLICIES },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
