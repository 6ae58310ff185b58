/**
 * The import boundaries of docs/decisions/841 hold: ESLint's own API lints small source texts
 * placed at paths inside the repository with the project's eslint.config.js, so a crossing import
 * fails `npm run lint` and an allowed one passes.
 */
import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as if it stood at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "local/import-boundaries").map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    {
      crossing: "a feature's service -> the adapter picker",
      file: "netlify/lib/leads/service.ts",
      code: 'import { storageFromEnv } from "../adapters/storage";\nexport const x = storageFromEnv;\n',
      why: "only a feature's deps.ts picks the adapters",
    },
    {
      crossing: "web -> netlify",
      file: "web/src/features/chat/probe.ts",
      code: 'import { log } from "../../../../netlify/lib/log";\nexport const x = log;\n',
      why: "web and netlify never import each other",
    },
    {
      crossing: "web -> netlify (lazy import)",
      file: "web/src/pages/probe.tsx",
      code: 'export const load = () => import("../../../netlify/lib/log");\n',
      why: "web and netlify never import each other",
    },
    {
      crossing: "netlify -> web",
      file: "netlify/lib/probe.ts",
      code: 'import { cn } from "../../web/src/lib/cn";\nexport const x = cn;\n',
      why: "web and netlify never import each other",
    },
    {
      crossing: "netlify function -> web",
      file: "netlify/functions/probe.ts",
      code: 'export * from "../../web/src/content/site";\n',
      why: "web and netlify never import each other",
    },
    {
      crossing: "web feature -> web feature",
      file: "web/src/features/chat/probe.ts",
      code: 'import { useConsultation } from "../consultation/use-consultation";\nexport const x = useConsultation;\n',
      why: "a feature never imports another feature",
    },
    {
      crossing: "netlify feature -> netlify feature",
      file: "netlify/lib/chat/probe.ts",
      code: 'export { createLeadService } from "../leads/service";\n',
      why: "a feature never imports another feature",
    },
    {
      crossing: "netlify shared -> netlify feature",
      file: "netlify/lib/storage/probe.ts",
      code: 'import { createChatDeps } from "../chat/deps";\nexport const x = createChatDeps;\n',
      why: "shared netlify/lib modules import no feature",
    },
    {
      crossing: "web shared -> section",
      file: "web/src/lib/probe.ts",
      code: 'import { Header } from "../sections/header";\nexport const x = Header;\n',
      why: "shared web modules import nothing above them",
    },
    {
      crossing: "web component -> feature",
      file: "web/src/components/probe.tsx",
      code: 'import { useChat } from "../features/chat/use-chat";\nexport const x = useChat;\n',
      why: "shared web modules import nothing above them",
    },
    {
      crossing: "contract -> netlify",
      file: "contract/probe.ts",
      code: 'import { log } from "../netlify/lib/log";\nexport const x = log;\n',
      why: "the contract is the ground floor",
    },
    {
      crossing: "contract -> a package other than valibot",
      file: "contract/probe.ts",
      code: 'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n',
      why: "the contract is the ground floor",
    },
    {
      crossing: "facts -> contract",
      file: "facts/probe.ts",
      code: 'import { CHAT_MESSAGE_MAX } from "../contract/api";\nexport const x = CHAT_MESSAGE_MAX;\n',
      why: "facts depend on nothing but the language",
    },
    {
      crossing: "facts -> a package",
      file: "facts/probe.ts",
      code: 'import * as v from "valibot";\nexport const x = v;\n',
      why: "facts depend on nothing but the language",
    },
  ])("$crossing fails lint", async ({ file, code, why }) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`Import boundary: ${file} may not import`);
    expect(errors[0]).toContain(`(${why})`);
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
      allowed: "netlify function -> features and shared netlify/lib",
      file: "netlify/functions/probe.ts",
      code: [
        'import { createChatDeps } from "../lib/chat/deps";',
        'import { createLeadDeps } from "../lib/leads/deps";',
        'import { log } from "../lib/log";',
        "export const x = [createChatDeps, createLeadDeps, log];",
      ].join("\n"),
    },
    {
      allowed: "netlify feature -> shared netlify/lib, the contract and packages",
      file: "netlify/lib/chat/probe.ts",
      code: [
        'import { log } from "../log";',
        'import { CHAT_MESSAGE_MAX } from "../../../contract/api";',
        'import { Redis } from "@upstash/redis";',
        "export const x = [log, CHAT_MESSAGE_MAX, Redis];",
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
});
