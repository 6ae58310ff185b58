/**
 * The import boundaries (docs/decisions/911) hold: ESLint's own API lints small source texts placed
 * at paths inside the repository with the project's eslint.config.js and eslint-plugin-boundaries,
 * so a crossing import fails `npm run lint` and an allowed one passes. The plugin is tested by its
 * makers; these cases check that the zones are the ones the project means.
 */
import { ESLint } from "eslint";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as if it stood at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("import boundaries", () => {
  // The first lint loads the TypeScript parser and the plugin: seconds on a busy machine.
  beforeAll(() => boundaryErrors("web/src/probe.ts", "export const x = 1;\n"), 60_000);

  it.each([
    {
      crossing: "web -> netlify",
      file: "web/src/features/chat/probe.ts",
      code: 'import health from "../../../../netlify/functions/health";\nexport const x = health;\n',
      why: 'to elements of type "netlify"',
    },
    {
      crossing: "web -> netlify (lazy import)",
      file: "web/src/pages/probe.tsx",
      code: 'export const load = () => import("../../../netlify/functions/health");\n',
      why: 'to elements of type "netlify"',
    },
    {
      crossing: "netlify -> web",
      file: "netlify/lib/probe.ts",
      code: 'import { cn } from "../../web/src/lib/cn";\nexport const x = cn;\n',
      why: 'from elements of type "netlify" to elements of type "web-shared"',
    },
    {
      crossing: "netlify function -> web",
      file: "netlify/functions/probe.ts",
      code: 'export * from "../../web/src/content/site";\n',
      why: 'from elements of type "netlify" to elements of type "web-content"',
    },
    {
      crossing: "web feature -> web feature",
      file: "web/src/features/chat/probe.ts",
      code: 'import { useConsultation } from "../consultation/use-consultation";\nexport const x = useConsultation;\n',
      why: 'feature="chat" to elements of type "web-feature" and captured values: feature="consultation"',
    },
    {
      crossing: "web shared -> section",
      file: "web/src/lib/probe.ts",
      code: 'import { Header } from "../sections/header";\nexport const x = Header;\n',
      why: 'from elements of type "web-shared" to elements of type "web-page"',
    },
    {
      crossing: "web component -> feature",
      file: "web/src/components/probe.tsx",
      code: 'import { useChat } from "../features/chat/use-chat";\nexport const x = useChat;\n',
      why: 'from elements of type "web-shared" to elements of type "web-feature"',
    },
    {
      crossing: "contract -> netlify",
      file: "contract/probe.ts",
      code: 'import health from "../netlify/functions/health";\nexport const x = health;\n',
      why: 'from elements of type "contract" to elements of type "netlify"',
    },
    {
      crossing: "contract -> a package other than valibot",
      file: "contract/probe.ts",
      code: 'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n',
      why: 'from elements of type "contract" to entities of module with origin "core" and module source "node:fs"',
    },
    {
      crossing: "facts -> contract",
      file: "facts/probe.ts",
      code: 'import { CHAT_MESSAGE_MAX } from "../contract/api";\nexport const x = CHAT_MESSAGE_MAX;\n',
      why: 'from elements of type "facts" to elements of type "contract"',
    },
    {
      crossing: "facts -> a package",
      file: "facts/probe.ts",
      code: 'import * as v from "valibot";\nexport const x = v;\n',
      why: 'from elements of type "facts" to entities of module with origin "external" and module source "valibot"',
    },
  ])("$crossing fails lint", async ({ file, code, why }) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("There is no policy allowing dependencies");
    expect(errors[0]).toContain(why);
  });

  it.each([
    {
      allowed: "web feature -> web lib, components, content and the contract",
      file: "web/src/features/chat/probe.ts",
      code: [
        'import { cn } from "../../lib/cn";',
        'import { Button } from "../../components/ui/button";',
        'import { contact } from "../../content/site";',
        'import { CHAT_MESSAGE_MAX } from "../../../../contract/api";',
        'import { useChat } from "./use-chat";',
        "export const x = [cn, Button, contact, CHAT_MESSAGE_MAX, useChat];",
      ].join("\n"),
    },
    {
      allowed: "netlify -> netlify, the contract, facts and packages",
      file: "netlify/functions/probe.ts",
      code: [
        'import health from "./health";',
        'import { CHAT_MESSAGE_MAX } from "../../contract/api";',
        'import { service } from "../../facts/service";',
        'import { Redis } from "@upstash/redis";',
        'import { randomUUID } from "node:crypto";',
        "export const x = [health, CHAT_MESSAGE_MAX, service, Redis, randomUUID];",
      ].join("\n"),
    },
    {
      allowed: "contract -> itself, facts/ and valibot",
      file: "contract/probe.ts",
      code: [
        'import * as v from "valibot";',
        'import { CHAT_MESSAGE_MAX } from "./api";',
        'import { service } from "../facts/service";',
        "export const x = [v, CHAT_MESSAGE_MAX, service];",
      ].join("\n"),
    },
    {
      allowed: "tests -> web and netlify",
      file: "tests/unit/probe.test.ts",
      code: 'import { cn } from "../../web/src/lib/cn";\nimport { log } from "../../netlify/lib/log";\nexport const x = [cn, log];\n',
    },
    {
      allowed: "scripts -> web and netlify",
      file: "scripts/probe.ts",
      code: 'import { cn } from "../web/src/lib/cn";\nimport { log } from "../netlify/lib/log";\nexport const x = [cn, log];\n',
    },
  ])("$allowed passes lint", async ({ file, code }) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it("a crossing fails the eslint command that `npm run lint` runs, with a non-zero exit", () => {
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, "node_modules/eslint/bin/eslint.js"),
        "--stdin",
        "--stdin-filename",
        "web/src/features/chat/probe.ts",
      ],
      {
        cwd: root,
        input: 'import health from "../../../../netlify/functions/health";\nexport const x = health;\n',
        encoding: "utf8",
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("boundaries/dependencies");
  }, 60_000);
});
