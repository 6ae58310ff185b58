import { answerOffline } from "../netlify/lib/chat/assistant/offline";
import { WRITER_SETS, half, measureSet } from "../tests/harness/writer-questions";
const which = process.argv[2] ?? "A";
const show = process.argv[3] === "v";
for (const set of WRITER_SETS) {
  for (const h of ["A", "B"] as const) {
    const r = measureSet(set, (q, p) => answerOffline(q, p), half(set, h));
    console.log(set.file, h, r.right, "/", r.questions, r.accuracy);
    if (show && h === which) for (const m of r.missed) console.log("   ", m.label, "->", m.topic, "|", m.question);
  }
}
