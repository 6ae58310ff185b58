/** The chat's model adapters from the environment (see `./storage.ts` for this folder's rule). */
import { createClaudeAssistant } from "../chat/assistant/claude";
import type { Assistant } from "../chat/assistant/port";
import { createClaudeRiskScreen } from "../chat/safety/risk-screen/claude";
import type { RiskScreen } from "../chat/safety/risk-screen/port";
import type { Env } from "../env";

/** Claude and its risk screen when a key is set; both null without one. */
export function modelFromEnv(
  env: Pick<
    Env,
    "ANTHROPIC_API_KEY" | "ANTHROPIC_MODEL" | "ANTHROPIC_BASE_URL" | "ANTHROPIC_TIMEOUT_MS" | "ANTHROPIC_MAX_RETRIES"
  >,
): { claude: Assistant | null; riskScreen: RiskScreen | null } {
  if (!env.ANTHROPIC_API_KEY) return { claude: null, riskScreen: null };
  const { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_MODEL: model, ANTHROPIC_BASE_URL: baseURL } = env;
  return {
    claude: createClaudeAssistant({
      apiKey,
      model,
      baseURL,
      timeoutMs: env.ANTHROPIC_TIMEOUT_MS,
      maxRetries: env.ANTHROPIC_MAX_RETRIES,
    }),
    riskScreen: createClaudeRiskScreen({ apiKey, model, baseURL }),
  };
}
