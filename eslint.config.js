import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    files: ["netlify/**/*.ts", "{scripts,bench}/**/*.{ts,mjs}", "tests/**/*.ts", "contract/**/*.ts", "*.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
