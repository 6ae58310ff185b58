import type { OneAtATimeFigures } from "./one-at-a-time";
import type { LighthouseFigures } from "./lighthouse";
import type { LoadFigures, LoadOptions } from "./load";

type Load = Omit<LoadFigures, "statusCounts">;
type Limited = {
  limit: number;
  requests: number;
  accepted: number;
  rateLimited: number;
  share429PastLimit: number;
  errors5xx: number;
  errors: number;
};
type LoadSet = {
  noop: Load;
  consultations: Load;
  chat: Load;
  medianRatio: number | null;
  defaultLimits: { consultations: Limited; chat: Limited };
};

export type Results = {
  measuredAt: string;
  /** The 1-minute load average at the start, before Lighthouse and at the end (absent before issue 19). */
  machine: { cores: number; node: string; loadAverage?: { start: number; beforeLighthouse: number; end: number } };
  /** Where the Lighthouse figures come from when this run did not measure them (absent: measured). */
  lighthouseRun?: { carriedFrom: string | null; reason: string | null };
  lighthouse: Omit<LighthouseFigures, "fcpMs">;
  /** The same on /es/ (absent from results measured before it was added). */
  lighthouseSpanish?: Omit<LighthouseFigures, "fcpMs">;
  /** /rating-calculator/ with three ratings from its address; absent in results from before issue 23. */
  ratingCalculatorLighthouse?: Omit<LighthouseFigures, "fcpMs">;
  noScript: { lcpMs: number; fcpMs?: number };
  lcpRatio: number;
  bytes: { initialJsGzip: number; cssGzip: number };
  load: LoadSet & { options: LoadOptions; oneAtATime: OneAtATimeFigures };
  warm: LoadSet & { oneAtATime: OneAtATimeFigures };
  soak: {
    retryJobsSideBySide: number;
    submitted: number;
    accepted: number;
    stored: number;
    delivered: number;
    emails: number;
    duplicates: number;
    lost: number;
    deliveredOnFirstTry: number;
    refusedConnections: number;
    retryRuns: number;
    stillPending: number;
    gaveUp: number;
    seconds: number;
  };
  /** Issue 19; absent in results from before it. */
  guard?: {
    guard: { cases: number; shown: number; shownCases: string[] };
    caps: { callsWithCapAtZero: Record<string, number>; callsWithClientBudget4: number };
    oneSlash24: {
      addresses: number;
      messages: number;
      modelCalls: number;
      shareOfDailyCap: number;
      newClientServed: boolean;
    };
  };
  crashResend?: Partial<Record<"files" | "upstash", CrashFigures>>;
  chat: {
    tokensPerTurn: { turn1: number; turn10: number; turn20: number };
    cachedShare: number;
    offlineAccuracy: number;
  };
  audit: { status: string; counts?: Record<string, number>; reason?: string };
  netlifyDev: { oneAtATime: OneAtATimeFigures };
  crisis: Record<"heldOut" | "tuning", CrisisPart> & {
    microsPerMessage: number;
    writers: Record<string, { firstRound: WriterFigures; now: WriterFigures }>;
    leaveOneWriterOut: Record<string, WriterFigures>;
  };
  riskScreen: {
    latency: Record<string, { withScreenMs: number; withoutScreenMs: number; addedMs: number }>;
    tokensPerMessage: { inputMean: number; inputMax: number; outputMax: number };
  };
  offlineAnswers: Record<"heldOut" | "tuning", { questions: number; right: number; accuracy: number }> & {
    writers?: {
      set: string;
      language: string;
      firstRound: Figures;
      final: Figures;
      tuningHalfA: Figures;
      measuredHalfB: Figures;
      goal: number;
    }[];
    writersHeldOut?: WriterRound[];
    writersRound3?: WriterRound[];
    writersRound4?: WriterRound[];
    writersRound5?: WriterRound[];
    writersRound6?: WriterRound[];
    writersRound7?: WriterRound[];
    writersRound8?: WriterRound[];
    writersRound9?: WriterRound[];
    writersRound10?: WriterRound[];
    writersRound11?: WriterRound[];
    writersRound12?: WriterRound[];
    writersRound13?: WriterRound[];
    writersRound14?: WriterRound[];
    writersRound15?: WriterRound[];
    writersRound16?: WriterRound[];
    writersRound17?: WriterRound[];
    writersRound18?: WriterRound[];
    writersRound19?: WriterRound[];
    writersRound20?: WriterRound[];
    writersRound21?: WriterRound[];
    writersRound22?: WriterRound[];
    writersRound23?: WriterRound[];
    writersRound24?: WriterRound[];
    writersRound25?: WriterRound[];
    writersRound26?: WriterRound[];
    writersRound27?: WriterRound[];
    writersRound28?: WriterRound[];
    writersRound29?: WriterRound[];
    writersRound30?: WriterRound[];
    writersRound31?: WriterRound[];
    writersRound32?: WriterRound[];
    writersRound33?: WriterRound[];
    writersRound34?: WriterRound[];
    writersRound35?: WriterRound[];
    writersRound36?: WriterRound[];
    writersRound37?: WriterRound[];
    writersRound38?: WriterRound[];
    writersRound39?: WriterRound[];
    writersRound40?: WriterRound[];
    writersRound41?: WriterRound[];
    writersRound42?: WriterRound[];
    writersRound43?: WriterRound[];
    leaveOneSetOut?: (Figures & { set: string; language: string })[];
    topics?: { english: number; spanish: number };
  };
  bundle: Record<"consultations" | "chat" | "health" | "retryLeadEmails", { bytes: number }>;
  coldStart: { processes: number } & Record<"consultations" | "chat" | "health", { ms: number }>;
  benchSeconds: number;
  runs: { page: { tbtMs: number }[] };
  lighthouseFailures?: string[];
};

type Figures = { questions: number; right: number; accuracy: number };
/** A round of fresh question writers: its first round, its figure before any use once tuned on, and now. */
type WriterRound = {
  set: string;
  language: string;
  firstRound: Figures;
  beforeUse?: Figures;
  final: Figures;
  goal: number;
};

const ZERO = "0 5xx (and 0 unanswered)";
const clean = (l: { errors5xx: number; errors: number }) => l.errors5xx === 0 && l.errors === 0;
/** Milliseconds: whole ones from 100 up, µs precision below. */
const ms = (value: number) => String(value >= 100 ? Math.round(value) : value);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? "met" : "**missed**");
const load = (l: Load) =>
  `${l.rps} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, ${l.requests} answered, ${l.errors} errors (${l.timeouts} timeouts), ${l.errors5xx} 5xx`;
const limited = (l: Limited) =>
  `${l.requests} answered: ${l.accepted} accepted (limit ${l.limit}), ${l.rateLimited} × 429 = ${(l.share429PastLimit * 100).toFixed(1)}% of those past the limit; ${l.errors} errors, ${l.errors5xx} 5xx`;

type Row = [name: string, value: string, budget: string, ok: boolean | null];
type CrisisPart = {
  crisisMessages: number;
  ordinaryMessages: number;
  flagged: number;
  falsePositives: number;
  recall: number;
  falsePositiveRate: number;
};

/** One writer's figures (bench/crisis.ts; first-round.json has the same names, without fullReply). */
type TierFigures = { n: number; pct: number; fullReplyPct?: number; share?: Record<string, number> };
export type WriterFigures = Partial<Record<"clear" | "harm" | "possible", TierFigures>> & {
  ordinary: { n: number; pct: number };
  conversations?: Record<string, { n: number; right?: number; lastFlagged?: number }>;
  byLanguage?: Record<string, { n?: number; flagged?: number; crisis?: number; lineFirst?: number }>;
};
const languages = (f: WriterFigures) =>
  Object.entries(f.byLanguage ?? {})
    .map(([lang, l]) => `${lang} ${l.lineFirst ?? l.flagged}/${l.crisis ?? l.n}`)
    .join(", ");
const shares = (f: WriterFigures) =>
  (["clear", "harm", "possible"] as const)
    .map(
      (t) =>
        `${t}: ${Object.entries(f[t]?.share ?? {})
          .map(([tier, p]) => `${tier} ${p}%`)
          .join(" ")}`,
    )
    .join("; ");

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * One row per set of a round of question writers: a round tuned on since shows its first round, its
 * figure before any use (the honest one, held to the goal) and now; a later round, its first round
 * (held to the goal: its misses informed cues after) and now.
 */
function writerRoundRows(round: string, sets: WriterRound[] = [], informedCues = true): Row[] {
  const f = (x: Figures) => `${pct(x.accuracy)} (${x.right} of ${x.questions})`;
  return sets.map(({ set, language, firstRound, beforeUse, final, goal }): Row =>
    beforeUse
      ? [
          `Offline assistant, ${round} ${set} (${language}): first round → before use → final (tuned on since)`,
          `${f(firstRound)} → ${f(beforeUse)} → ${f(final)}`,
          `≥ ${pct(goal)}`,
          beforeUse.accuracy >= goal,
        ]
      : [
          // Never trained on; since round 12 each round's misses informed cues after its first round,
          // so the first round is the honest figure, held to the goal.
          `Offline assistant, ${round} ${set} (${language}, not trained on; ${informedCues ? "its misses informed cues after" : "measured only"}): first round → final`,
          `${f(firstRound)} → ${f(final)}`,
          `≥ ${pct(goal)}`,
          firstRound.accuracy >= goal,
        ],
  );
}
const tiers = (f: WriterFigures) =>
  (["clear", "harm", "possible"] as const)
    .map(
      (t) =>
        `${t} ${f[t]?.pct ?? "?"}%${f[t]?.fullReplyPct === undefined ? "" : ` (${f[t]!.fullReplyPct}% full reply)`}`,
    )
    .join(", ");
const conversations = (f: WriterFigures) =>
  Object.entries(f.conversations ?? {})
    // First round: lastFlagged, the line shown, is a miss for "none"; now: right, the tier wanted.
    .map(([label, c]) => `${label} ${c.right ?? (label === "none" ? c.n - c.lastFlagged! : c.lastFlagged)}/${c.n}`)
    .join(", ");

/** Issue 18: each writer's first-round figures beside today's, and leave-one-writer-out. */
function writerRows(r: Results): Row[] {
  return Object.entries(r.crisis.writers).flatMap(([name, { firstRound, now }]): Row[] => [
    [
      `Crisis screen, ${name}: line shown per tier, first round → now`,
      `${tiers(firstRound)} → ${tiers(now)}`,
      "",
      null,
    ],
    [
      `Crisis screen, ${name}: false alarms on ordinary questions, first round → now`,
      `${firstRound.ordinary.pct}% → ${now.ordinary.pct}% of ${now.ordinary.n}`,
      name === "multi" ? "line first by design" : "≤ 3%",
      name === "multi" ? null : now.ordinary.pct <= 3,
    ],
    ...(now.conversations
      ? [
          [
            `Crisis screen, ${name}: conversations at the last message, first round → now`,
            `${conversations(firstRound)} → ${conversations(now)}`,
            "",
            null,
          ] as Row,
        ]
      : []),
    ...(now.byLanguage
      ? [
          [
            `Crisis screen, ${name}: crisis messages answered line first per language, first round → now`,
            `${languages(firstRound)} → ${languages(now)}`,
            "every one",
            Object.values(now.byLanguage).every((l) => l.lineFirst === l.crisis),
          ] as Row,
        ]
      : []),
    [`Crisis screen, ${name}: each tier's share (writer's tier: screen's tiers)`, shares(now), "", null],
    ...(r.crisis.leaveOneWriterOut[name]
      ? [
          [
            `Crisis screen, ${name}, its own rules left out`,
            `${tiers(r.crisis.leaveOneWriterOut[name])}; false alarms ${r.crisis.leaveOneWriterOut[name].ordinary.pct}%`,
            "",
            null,
          ] as Row,
        ]
      : []),
  ]);
}

type KillFigures = { kills: number; landedInWindow: number; leadsCaughtInWindow: number };
type CrashFigures = {
  rounds: number;
  requests: number;
  accepted: number;
  stored?: number;
  /** Absent in results from before the kills were landed in the send window on purpose. */
  kills?: Record<"reply-held" | "reply-sent", KillFigures>;
  messagesReceived: number;
  leadsEmailed?: number;
  distinctMessageIds: number;
  copiesResent: number;
  leadsResent?: number;
  duplicatesSeenByCounselor: number;
  acceptedNotEmailed: number;
  storedNotEmailed?: number;
};
/** Issue 19's rows: the guard, the budgets, one /24's share, and kill -9 as the counselor sees it. */
function issue19Rows(r: Results): Row[] {
  const rows: Row[] = [];
  if (r.guard) {
    const { guard, caps, oneSlash24: n } = r.guard;
    rows.push(
      [
        "Output guard: injected sentences shown (repeating model)",
        `${guard.shown} of ${guard.cases}`,
        "0",
        guard.shown === 0,
      ],
      ...Object.entries(caps.callsWithCapAtZero).map(([cap, calls]): Row => [
        `Model calls for 5 messages with ${cap}`,
        String(calls),
        "0",
        calls === 0,
      ]),
      [
        "Model calls for 5 messages, client budget 4 (risk screen counted)",
        String(caps.callsWithClientBudget4),
        "4",
        caps.callsWithClientBudget4 === 4,
      ],
      [
        `One /24 (${n.addresses} addresses, ${n.messages} messages): share of the day's cap`,
        pct(n.shareOfDailyCap),
        "≤ 10%",
        n.shareOfDailyCap <= 0.1,
      ],
      ["A new client after that /24 still gets Claude", n.newClientServed ? "yes" : "no", "yes", n.newClientServed],
    );
  }
  for (const [mode, c] of Object.entries(r.crashResend ?? {})) {
    const held = c.kills?.["reply-held"];
    const sent = c.kills?.["reply-sent"];
    rows.push(
      ...(held && sent
        ? [
            [
              `kill -9 (${mode}): kills landed in the send window (message taken, status not saved): 250 held / 250 sent`,
              `${held.landedInWindow} of ${held.kills} / ${sent.landedInWindow} of ${sent.kills}; ` +
                `${held.leadsCaughtInWindow + sent.leadsCaughtInWindow} leads caught in their window`,
              // A held 250 lands by construction; a sent one races the status write, so it is only counted.
              "250 held: every kill",
              held.landedInWindow === held.kills,
            ] as Row,
          ]
        : []),
      [
        `kill -9 × ${c.rounds} (${mode}): leads seen twice by the counselor (leads with two Message-IDs)`,
        String(c.duplicatesSeenByCounselor),
        "0",
        c.duplicatesSeenByCounselor === 0,
      ],
      [
        `kill -9 (${mode}): e-mails received / leads e-mailed / distinct Message-IDs`,
        `${c.messagesReceived} / ${c.leadsEmailed ?? "?"} / ${c.distinctMessageIds}; ` +
          `${c.copiesResent} copies re-sent (to ${c.leadsResent ?? "?"} leads), each with its lead's Message-ID`,
        "Message-IDs = leads",
        c.leadsEmailed === undefined ? null : c.distinctMessageIds === c.leadsEmailed,
      ],
      [
        `kill -9 (${mode}): accepted leads never e-mailed / stored leads never e-mailed`,
        `${c.acceptedNotEmailed} of ${c.accepted} / ${c.storedNotEmailed ?? "?"} of ${c.stored ?? "?"}`,
        "0 / 0",
        c.acceptedNotEmailed === 0 && (c.storedNotEmailed ?? 0) === 0,
      ],
    );
  }
  return rows;
}
function chatSafetyRows(r: Results): Row[] {
  const { heldOut: h, tuning: t } = r.crisis;
  const screen = r.riskScreen;
  return [
    [
      "Crisis screen, held-out part (written before tuning): recall",
      `${pct(h.recall)} (${h.flagged} of ${h.crisisMessages})`,
      "≥ 98%",
      h.recall >= 0.98,
    ],
    [
      "Crisis screen, held-out part: false positives on benefit questions",
      `${pct(h.falsePositiveRate)} (${h.falsePositives} of ${h.ordinaryMessages})`,
      "≤ 3%",
      h.falsePositiveRate <= 0.03,
    ],
    [
      "Crisis screen, tuning part: recall / false positives",
      `${pct(t.recall)} of ${t.crisisMessages} / ${pct(t.falsePositiveRate)} of ${t.ordinaryMessages}`,
      "",
      null,
    ],
    ["Crisis screen: time per message", `${r.crisis.microsPerMessage} µs`, "", null],
    ...writerRows(r),
    ...Object.entries(screen.latency).map(([scenario, l]): Row => [
      `Second screen (mocked Claude), ${scenario}: added time per reply`,
      `${l.addedMs} ms (${l.withoutScreenMs} → ${l.withScreenMs} ms)`,
      "",
      null,
    ]),
    [
      "Second screen: tokens per message (input mean / max, output max)",
      `${screen.tokensPerMessage.inputMean} / ${screen.tokensPerMessage.inputMax} / ${screen.tokensPerMessage.outputMax}`,
      "",
      null,
    ],
    [
      "Offline assistant, held-out questions: right form or link",
      `${pct(r.offlineAnswers.heldOut.accuracy)} (${r.offlineAnswers.heldOut.right} of ${r.offlineAnswers.heldOut.questions})`,
      "≥ 95%",
      r.offlineAnswers.heldOut.accuracy >= 0.95,
    ],
    [
      "Offline assistant, tuning questions",
      `${pct(r.offlineAnswers.tuning.accuracy)} (${r.offlineAnswers.tuning.right} of ${r.offlineAnswers.tuning.questions})`,
      "",
      null,
    ],
    ...(r.offlineAnswers.writers ?? []).map((w): Row => {
      const f = (x: Figures) => `${pct(x.accuracy)} (${x.right} of ${x.questions})`;
      return [
        `Offline assistant, writers' ${w.set} (${w.language}): first round → final (half A tuned / half B measured)`,
        `${f(w.firstRound)} → ${f(w.final)} (${f(w.tuningHalfA)} / ${f(w.measuredHalfB)})`,
        `≥ ${pct(w.goal)}`,
        w.final.accuracy >= w.goal,
      ];
    }),
    ...writerRoundRows("held-out", r.offlineAnswers.writersHeldOut),
    ...writerRoundRows("round-3", r.offlineAnswers.writersRound3),
    ...writerRoundRows("round-4", r.offlineAnswers.writersRound4),
    ...writerRoundRows("round-5", r.offlineAnswers.writersRound5),
    ...writerRoundRows("round-6", r.offlineAnswers.writersRound6),
    ...writerRoundRows("round-7", r.offlineAnswers.writersRound7),
    ...writerRoundRows("round-8", r.offlineAnswers.writersRound8),
    ...writerRoundRows("round-9", r.offlineAnswers.writersRound9),
    ...writerRoundRows("round-10", r.offlineAnswers.writersRound10),
    ...writerRoundRows("round-11", r.offlineAnswers.writersRound11),
    ...writerRoundRows("round-12", r.offlineAnswers.writersRound12),
    ...writerRoundRows("round-13", r.offlineAnswers.writersRound13),
    ...writerRoundRows("round-14", r.offlineAnswers.writersRound14),
    ...writerRoundRows("round-15", r.offlineAnswers.writersRound15),
    ...writerRoundRows("round-16", r.offlineAnswers.writersRound16),
    ...writerRoundRows("round-17", r.offlineAnswers.writersRound17),
    ...writerRoundRows("round-18", r.offlineAnswers.writersRound18),
    ...writerRoundRows("round-19", r.offlineAnswers.writersRound19),
    ...writerRoundRows("round-20", r.offlineAnswers.writersRound20),
    ...writerRoundRows("round-21", r.offlineAnswers.writersRound21),
    ...writerRoundRows("round-22", r.offlineAnswers.writersRound22),
    ...writerRoundRows("round-23", r.offlineAnswers.writersRound23),
    ...writerRoundRows("round-24", r.offlineAnswers.writersRound24),
    ...writerRoundRows("round-25", r.offlineAnswers.writersRound25),
    ...writerRoundRows("round-26", r.offlineAnswers.writersRound26),
    ...writerRoundRows("round-27", r.offlineAnswers.writersRound27),
    ...writerRoundRows("round-28", r.offlineAnswers.writersRound28),
    ...writerRoundRows("round-29", r.offlineAnswers.writersRound29),
    ...writerRoundRows("round-30", r.offlineAnswers.writersRound30),
    ...writerRoundRows("round-31", r.offlineAnswers.writersRound31),
    ...writerRoundRows("round-32", r.offlineAnswers.writersRound32),
    ...writerRoundRows("round-33", r.offlineAnswers.writersRound33),
    ...writerRoundRows("round-34", r.offlineAnswers.writersRound34),
    ...writerRoundRows("round-35", r.offlineAnswers.writersRound35),
    ...writerRoundRows("round-36", r.offlineAnswers.writersRound36),
    ...writerRoundRows("round-37", r.offlineAnswers.writersRound37),
    ...writerRoundRows("round-38", r.offlineAnswers.writersRound38),
    ...writerRoundRows("round-39", r.offlineAnswers.writersRound39),
    ...writerRoundRows("round-40", r.offlineAnswers.writersRound40),
    ...writerRoundRows("round-41", r.offlineAnswers.writersRound41),
    ...writerRoundRows("round-42", r.offlineAnswers.writersRound42, false),
    ...writerRoundRows("round-43", r.offlineAnswers.writersRound43, false),
    ...(r.offlineAnswers.leaveOneSetOut ?? []).map((w): Row => {
      const goal = w.language === "es" ? 0.9 : 0.95;
      return [
        `Offline assistant, ${w.set} (${w.language}) left out of the topic model's training`,
        `${pct(w.accuracy)} (${w.right} of ${w.questions})`,
        `≥ ${pct(goal)}`,
        w.accuracy >= goal,
      ];
    }),
    ...(r.offlineAnswers.topics
      ? [
          [
            "Knowledge base topics (English / Spanish)",
            `${r.offlineAnswers.topics.english} / ${r.offlineAnswers.topics.spanish}`,
            "",
            null,
          ] as Row,
        ]
      : []),
  ];
}

/** The medians one request at a time, and consultations' ratio to the no-op against the budget. */
function oneAtATimeRows(where: string, f: OneAtATimeFigures): Row[] {
  return [
    [
      `${where}, one request at a time: median round trip of the no-op / consultations / chat`,
      `${ms(f.noopMs)} / ${ms(f.consultationsMs)} / ${ms(f.chatMs)} ms`,
      "",
      null,
    ],
    [
      `${where}, one request at a time: consultations median / no-op median`,
      `${f.medianRatio}×`,
      "≤ 2×",
      f.medianRatio <= 2,
    ],
  ];
}

/** Each function's per-call median where it can run locally, and `npm start`'s against its goal. */
function perCallRows(r: Results): Row[] {
  const where = [
    ["`npm start`", r.load.oneAtATime],
    ["`netlify dev`", r.netlifyDev.oneAtATime],
    ["warm instance", r.warm.oneAtATime],
  ] as const;
  const fns = [
    ["no-op", "noopMs"],
    ["consultations", "consultationsMs"],
    ["chat", "chatMs"],
  ] as const;
  return fns.map(([label, key]) => [
    `Per-call median, one at a time, ${label}: ${where.map(([name]) => name).join(" / ")}`,
    where.map(([, f]) => `${ms(f[key])} ms`).join(" / "),
    "`npm start` ≤ 100 ms",
    r.load.oneAtATime[key] <= 100,
  ]);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
function deployRows(r: Results): Row[] {
  const names = [
    ["consultations", "consultations"],
    ["chat", "chat-send"],
    ["health", "health"],
  ] as const;
  return [
    ...names.map(([key, fn]): Row => [
      `Deploy bundle (zipped): ${fn}`,
      mb(r.bundle[key].bytes),
      "≤ 2 MB",
      r.bundle[key].bytes <= 2 * 1024 * 1024,
    ]),
    ...names.map(([key, fn]): Row => [
      `Cold start (median of ${r.coldStart.processes} fresh processes: import + first answer): ${fn}`,
      `${ms(r.coldStart[key].ms)} ms`,
      // Issue 17 asks 250 ms of the chat (room for Spanish and the guard); the others keep 300.
      key === "chat" ? "≤ 250 ms" : "≤ 300 ms",
      r.coldStart[key].ms <= (key === "chat" ? 250 : 300),
    ]),
  ];
}

const WHY: [RegExp, string][] = [
  [
    /^`npm start`[:,] .*median/,
    "`npm start` now runs the same warm handlers, so as on the warm instance: the lead's files and its e-mail are real work that the no-op does not do, and at 50 connections a median is mostly time in line (see below)",
  ],
  [
    /^Warm instance, 50 connections: consultations median/,
    "at saturation a median is mostly time waiting in line, so this is the ratio of the throughputs: a consultation's work against none (see below)",
  ],
  [
    /^Warm instance, one request at a time: consultations median/,
    "the lead's files and its e-mail are real work that the no-op does not do (see below)",
  ],
  [
    /^LCP \/ limit$/,
    "Lighthouse's simulation puts every request the page makes before its first paint on the paint's path; since " +
      "round 66 the first-paint loader is inline (allowed by its hash), so that is the stylesheet alone, as on the " +
      "no-script page (decision 002)",
  ],
  [
    /^Cold start .*chat-send/,
    "a fresh instance compiles the crisis screen's expressions that a message could match on its first message, " +
      "and parses about 1 MB of bundle (the screen's rules and the three models' weights)",
  ],
  [
    /^Crisis screen, .*false alarms/,
    "the rule screen's false alarms on writers it never saw stay above 3%; round 9 narrowed them by a third and " +
      "was undone, as its frames silenced plain risk (decision 941)",
  ],
  [
    /^Offline assistant, round-/,
    "the figure before use is what a new writer gets; English has not reached 95% on a fresh set (decision 951)",
  ],
];

function misses(rows: Row[], r: Results) {
  const missed = rows.filter(([, , budget, ok]) => budget && ok === false);
  if (missed.length === 0) return ["None."];
  const tbtRuns = r.runs.page.map((run) => `${run.tbtMs} ms`).join(", ");
  const why: [RegExp, string][] = [
    [
      /^TBT$/,
      `the three runs gave ${tbtRuns}; Lighthouse simulates a 4× slower CPU, so a busy moment on 2 cores ` +
        "moves the median by tens of ms",
    ],
    ...WHY,
  ];
  return missed.map(([name, value, budget]) => {
    const reason = why.find(([pattern]) => pattern.test(name))?.[1] ?? "see the notes below";
    return `- ${name}: ${value} against ${budget}; why: ${reason}.`;
  });
}

/** Lighthouse on /es/ beside /: the Spanish page must score the same (issue 21). */
function spanishRows(r: Results): Row[] {
  const es = r.lighthouseSpanish;
  if (!es) return [];
  const lh = r.lighthouse;
  return [
    [
      "Lighthouse on /es/: performance, accessibility, best practices, SEO",
      [es.performance, es.accessibility, es.bestPractices, es.seo].map((s) => s.toFixed(2)).join(", "),
      "as on /",
      es.performance >= Math.min(lh.performance, 0.98) &&
        es.accessibility === lh.accessibility &&
        es.bestPractices === lh.bestPractices &&
        es.seo === lh.seo,
    ],
    [
      "LCP, TBT and CLS on /es/",
      `${es.lcpMs} ms, ${es.tbtMs} ms, ${es.cls}`,
      "≤ 100 ms TBT, ≤ 0.01 CLS",
      es.tbtMs <= 100 && es.cls <= 0.01,
    ],
  ];
}

/** The calculator page's own Lighthouse scores, against the same budgets as the home page. */
function calculatorRows(c: Results["ratingCalculatorLighthouse"]): Row[] {
  if (!c) return [];
  const page = "`/rating-calculator/?ratings=50,30,20`";
  return [
    [`${page}: Lighthouse performance`, c.performance.toFixed(2), "≥ 0.98", c.performance >= 0.98],
    [`${page}: accessibility`, c.accessibility.toFixed(2), "1.00", c.accessibility === 1],
    [`${page}: best practices`, c.bestPractices.toFixed(2), "1.00", c.bestPractices === 1],
    [`${page}: SEO`, c.seo.toFixed(2), "1.00", c.seo === 1],
    [
      `${page}: LCP, TBT, CLS`,
      `${c.lcpMs} ms, ${c.tbtMs} ms, ${c.cls}`,
      "TBT ≤ 100 ms, CLS ≤ 0.01",
      c.tbtMs <= 100 && c.cls <= 0.01,
    ],
  ];
}

/** bench/RESULTS.md: every figure beside its budget, and why where one is missed. */
export function renderResults(r: Results) {
  const lh = r.lighthouse;
  const { load: e, warm: w, soak: s } = r;
  const rows: Row[] = [
    [
      `Lighthouse performance (mobile, median of ${r.runs.page.length})`,
      lh.performance.toFixed(2),
      "≥ 0.98",
      lh.performance >= 0.98,
    ],
    ["Lighthouse accessibility", lh.accessibility.toFixed(2), "1.00", lh.accessibility === 1],
    ["Lighthouse best practices", lh.bestPractices.toFixed(2), "1.00", lh.bestPractices === 1],
    ["Lighthouse SEO", lh.seo.toFixed(2), "1.00", lh.seo === 1],
    ["LCP", `${lh.lcpMs} ms`, "", null],
    ["LCP of the same page with no script (the limit)", `${r.noScript.lcpMs} ms`, "", null],
    ["LCP / limit", r.lcpRatio.toFixed(3), "≤ 1.00 (issue 17)", r.lcpRatio <= 1.0],
    ["TBT", `${lh.tbtMs} ms`, "≤ 100 ms", lh.tbtMs <= 100],
    ["CLS", String(lh.cls), "≤ 0.01", lh.cls <= 0.01],
    ...spanishRows(r),
    ...calculatorRows(r.ratingCalculatorLighthouse),
    ["Initial JS (gzip)", kb(r.bytes.initialJsGzip), "≤ 95 KB", r.bytes.initialJsGzip <= 95 * 1024],
    ["CSS (gzip)", kb(r.bytes.cssGzip), "≤ 15 KB", r.bytes.cssGzip <= 15 * 1024],
    ["`npm start`: no-op `GET /api/health` (the floor)", load(e.noop), "", null],
    ["`npm start`: `POST /api/consultations`, limits raised", load(e.consultations), ZERO, clean(e.consultations)],
    ["`npm start`: `POST /api/chat/send` (offline), limits raised", load(e.chat), ZERO, clean(e.chat)],
    [
      "`npm start`: consultations median / no-op median",
      e.medianRatio === null ? "not measurable (fewer than 20 answers)" : `${e.medianRatio}×`,
      "≤ 2×",
      e.medianRatio !== null && e.medianRatio <= 2,
    ],
    ...oneAtATimeRows("`npm start`", e.oneAtATime),
    ...perCallRows(r),
    [
      "`npm start`: consultations, default limits",
      limited(e.defaultLimits.consultations),
      ZERO,
      clean(e.defaultLimits.consultations),
    ],
    ["`npm start`: chat, default limits", limited(e.defaultLimits.chat), ZERO, clean(e.defaultLimits.chat)],
    ["Warm instance: no-op (the floor)", load(w.noop), "", null],
    ["Warm instance: consultations, limits raised", load(w.consultations), ZERO, clean(w.consultations)],
    ["Warm instance: chat (offline), limits raised", load(w.chat), ZERO, clean(w.chat)],
    [
      "Warm instance, 50 connections: consultations median / no-op median",
      `${w.medianRatio}×`,
      "≤ 2×",
      (w.medianRatio ?? Infinity) <= 2,
    ],
    ...oneAtATimeRows("Warm instance", w.oneAtATime),
    [
      "Warm instance: consultations, default limits",
      limited(w.defaultLimits.consultations),
      "all 429 past the limit",
      w.defaultLimits.consultations.share429PastLimit === 1,
    ],
    [
      "Warm instance: chat, default limits",
      limited(w.defaultLimits.chat),
      "all 429 past the limit",
      w.defaultLimits.chat.share429PastLimit === 1,
    ],
    ...deployRows(r),
    [
      "Soak: submitted / accepted (2xx); retry jobs run side by side",
      `${s.submitted} / ${s.accepted}; ${s.retryJobsSideBySide}`,
      "",
      null,
    ],
    ["Soak: stored", String(s.stored), `= accepted (${s.accepted})`, s.stored === s.accepted],
    [
      "Soak: delivered (distinct lead ids by SMTP)",
      `${s.delivered} (${s.deliveredOnFirstTry} on the first try, the rest by ${s.retryRuns} retry runs)`,
      `= accepted (${s.accepted})`,
      s.delivered === s.accepted,
    ],
    ["Soak: duplicates (extra e-mails for one lead)", String(s.duplicates), "0", s.duplicates === 0],
    ["Soak: lost (accepted, neither stored nor delivered)", String(s.lost), "0", s.lost === 0],
    [
      "Soak: SMTP connections refused / still pending / given up",
      `${s.refusedConnections} / ${s.stillPending} / ${s.gaveUp}`,
      "",
      null,
    ],
    [
      "Chat input tokens per turn at turns 1 / 10 / 20 (estimated, chars/4)",
      `${r.chat.tokensPerTurn.turn1} / ${r.chat.tokensPerTurn.turn10} / ${r.chat.tokensPerTurn.turn20}`,
      "flat after the 20-message cap",
      true,
    ],
    ["Chat: cached share of the prompt", r.chat.cachedShare.toFixed(3), "", null],
    ["Offline assistant accuracy on its question table", r.chat.offlineAccuracy.toFixed(3), "", null],
    ...chatSafetyRows(r),
    ...issue19Rows(r),
    [
      "`npm audit --omit=dev`: high / critical advisories",
      r.audit.status === "unavailable"
        ? `NOT CHECKED: ${r.audit.reason}`
        : `${r.audit.counts?.high ?? 0} / ${r.audit.counts?.critical ?? 0}`,
      "0 / 0",
      r.audit.status === "unavailable" ? null : r.audit.status === "clean",
    ],
  ];
  return [
    "# Bench results",
    "",
    `Measured ${r.measuredAt} on ${r.machine.cores} cores, Node ${r.machine.node}, by \`npm run bench\` (${r.benchSeconds} s in all).`,
    "Lighthouse and the `npm start` rows run against the production build served by README's run command",
    `(\`scripts/serve.ts\`: Netlify's emulation for the files, the functions warm); each load is autocannon on loopback, ${e.options.connections} connections for`,
    `${e.options.seconds} s, a request unanswered after ${e.options.timeoutSeconds} s counted as an error (Netlify's synchronous limit).`,
    ...machineNote(r),
    "",
    "| Figure | Value | Budget | |",
    "| --- | --- | --- | --- |",
    ...rows.map(([name, value, budget, ok]) => `| ${name} | ${value} | ${budget} | ${ok === null ? "" : mark(ok)} |`),
    "",
    "## Budgets missed",
    "",
    ...misses(rows, r),
    "",
    NOTES,
  ].join("\n");
}

/** How loaded the shared machine was, and which figures this run did not measure. */
function machineNote(r: Results): string[] {
  const notes: string[] = [];
  const l = r.machine.loadAverage;
  if (l) {
    const loaded = Math.max(l.start, l.beforeLighthouse, l.end) > r.machine.cores;
    notes.push(
      "",
      `Load average (1 min) at the start / before Lighthouse / at the end: ${l.start} / ${l.beforeLighthouse} / ${l.end} ` +
        `on ${r.machine.cores} cores, shared with other sessions.` +
        (loaded
          ? " **A loaded machine**: every time, rate and latency below (load rows, per-call medians, cold starts, the" +
            " second screen's added time, soak seconds) is from it; counts (guard cases, model calls, duplicates," +
            " leads, accuracy, bytes) do not depend on load."
          : ""),
    );
  }
  if (r.lighthouseRun?.carriedFrom)
    notes.push(
      "",
      `**Lighthouse not run in this run** (${r.lighthouseRun.reason}): the Lighthouse, LCP, TBT, CLS and` +
        ` calculator-page rows are carried from the run of ${r.lighthouseRun.carriedFrom}.`,
    );
  return notes;
}

const NOTES = `## How to read the load figures

- **\`npm start\` rows.** Since decision 401, \`npm start\` serves the functions warm: bundled once by
  \`npm run build\` with Netlify's bundler and imported once, as Netlify's runtime reuses an instance, behind
  Netlify's own emulation for the files. \`netlify dev\` still builds each function again on every call,
  which its per-call medians show.
- **Warm-instance rows: our handlers' cost.** \`bench/warm-server.ts\` serves the deployed default exports
  (\`netlify/functions/*.ts\`, env-configured adapters: local file store, outbox, offline assistant) from one
  long-lived process, as Netlify's runtime reuses an instance, with autocannon in another process.
- **Median within 2× of the no-op: missed.** The no-op reads no body and touches nothing. A consultation
  reads and validates its JSON, takes a rate-limit slot (an exclusive file create), writes the lead to a
  temporary file and renames it, and claims its dedupe key (another exclusive create) before it answers;
  then it composes the e-mail with nodemailer, writes the .eml and records the outcome (a read, a write
  and a rename). One request at a time nothing queues, so that row is the handlers' own cost; at 50
  connections a median is mostly time in line, so that row is the ratio of the two throughputs. Each
  file step is part of what makes the local twin durable and exact (docs/decisions/101-lead-durability.md,
  303); since decision 103 the twins make them as synchronous calls, about 5× cheaper each than
  \`fs/promises\`. What is left is the kernel's file work and the MIME encoding. In production the twins'
  place is taken by Upstash and SMTP, where each of those steps is a network round trip, so this ratio
  would be larger there, not smaller.
- **Default limits.** Every request comes from 127.0.0.1, so the per-address limits bind: 30 consultations
  an hour, 60 chat messages an hour (each consultation is a different person, so the per-contact limit of 3
  does not bind; each chat request is a new session, so the session limit does not).
  "Share of 429 past the limit" = 429 answers / (answers − limit).

## Soak

In-process (\`bench/soak.ts\`): the consultations handler wired from env exactly as deployed, the local
file store, and real SMTP on loopback (\`tests/harness/smtp.ts\`, turning away every 5th connection with
421). Through \`npm start\` 5,000 requests would take well over an hour at 1–2 s each. 50 clients, each
finishing its request's \`waitUntil\` e-mail before the next request, as a function instance does. Then
the retry job's handler (\`createRetryLeadEmailsHandler\`) runs with a clock moved a day forward each run
(past every backoff) and \`LEAD_EMAIL_RETRY_BATCH=1000\` (default 25 a run), until nothing is pending.

## kill -9 in the send window

\`bench/crash-resend.ts\`, both storage modes (local files; real Redis behind the Upstash protocol,
\`tests/harness/upstash-bridge.ts\`). Each round a warm instance (\`bench/warm-server.ts\`, its own process)
takes 40 consultation requests at once, and the counselor's inbox (an SMTP server on loopback) sends it
SIGKILL the moment it has taken the round's chosen message (the 1st, 4th, 7th or 10th), that is after the
server has the whole message and before the instance saves the lead's status. Alternate rounds:
**250 held** (the reply goes out only once the sender is dead, the lost reply of RFC 5321 §6.1) and
**250 sent** (the reply goes out and the kill follows in the same tick, racing the status write). A kill
counts as landed when, read from the store after the process is gone, the chosen lead's status is not
\`sent\`; "leads caught in their window" counts every lead of the round whose message was taken and whose
status was not saved. Then the retry job runs (its clock a day forward each run; in Upstash mode after
121 s, when the dead senders' 120 s claims have lapsed in Redis) until nothing is pending, and the inbox
counts, per lead (its \`X-Lead-Id\`), the e-mails received and their distinct Message-IDs.
`;
