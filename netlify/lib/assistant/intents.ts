/**
 * What points to each knowledge-base topic. Veterans rarely use VA's words ("my ears ring",
 * "they turned me down", "wife passed"), so cues name shared concepts (`@name`): groups of
 * synonyms and plain phrasings. A topic's `together` lists concepts that decide it only when they
 * come together ("loan" and "again" is reusing a home loan; "died" and "wife" is survivors).
 * Built on the tuning set (corpus/offline/tuning.tsv), never on the held-out set.
 */
import type { TopicId } from "./knowledge-base";

/** Comma-separated phrases. */
export const CONCEPTS = {
  deny: "arent connected, not connected, isnt connected, not related, arent related, isnt related, wont accept, not accept, didnt accept, not enough evidence, wasnt enough, got a no, a no from, says no, not approved, wasnt approved, not granted, disapproved, isnt service connected, not service connected, denied, deny, shot down, denial, turned down, turned me down, rejected, rejection, said no, no to my, refused, unfavorable, lost my claim",
  disagree:
    "review of my, request a review, push back, not bad enough, isnt bad enough, is that final, cant be right, not right, lowballed, lowball, too low, disagree, dont agree, not agree, wrong, unfair, too low, contest, challenge, dispute, fight, appeal, overturn, reconsider, look at again, looked at again, second look, redo, what now",
  decision: "decision, decided, decision letter, rating decision, denial letter, my rating, rating",
  newEvidence:
    "have more, more now, more medical records, more records, more medical, now i have, audiologist, test results, buddy letter, buddy statement, lay statement, new proof, doctors opinion, medical opinion, new opinion, new evidence, new records, new medical, nexus letter, nexus, new and relevant, more evidence, additional evidence, found records, doctors letter, doctor wrote, send them in, new information",
  senior:
    "overlooked, overlook, ignored, didnt look, didnt consider, reviewer, rater, dont have new, no new evidence, nothing new, senior reviewer, senior, higher up, someone higher, supervisor, same evidence, without new evidence, missed, mistake, error, re check, recheck, review again",
  judge: "judge, board, bva, law judge, court, hearing with",
  exam: "contract doctor, contract provider, send me to a doctor, to a doctor before, hearing test, test for my claim, appointment for my claim, doctor for my claim, cp, exam, examination, examiner, qtc, ves, lhi, optum, contract examiner, medical exam",
  status:
    "is closed, closed, preparation for decision, preparation, review of evidence, been decided, has my claim, went through, go through, shows complete, havent gotten, no letter, look up, lookup, they got my, got my evidence, stuck, follow, check, still open, where my claim is, where my appeal is, see online, find out, whats happening, heard a thing, still working on, working on my claim, status, check on, whats going on, going on with, happening with, see my claim, track, where is my, gathering evidence, update, progress, stage, step, did va get, got my paperwork, received my",
  slow: "pending, long time, when do i get, when do i hear, when will i get, yet, hasnt, havent heard, how long, how many days, how many months, how many weeks, how much time, taking forever, taking so long, so long, forever, nothing yet, still waiting, still no, hear back, heard back, hear from, when will, normal, backlog, months, weeks, wait",
  claim: "claim, claims, application, case, filed",
  toxic:
    "blue water, blue water navy, guam, korea dmz, new law, thailand, vietnam, herbicides, gulf, breathing, respiratory, asthma, sinus, lung, lungs, cancer, pact, pact act, burn pit, burn pits, agent orange, toxic, toxin, toxins, exposure, exposed, smoke, fumes, presumptive, presumption, camp lejeune, gulf war, radiation, herbicide, sprayed, chemicals",
  mental:
    "cant stop thinking, thinking about it, buddy died, friend died, lost a buddy, bad things, saw things, things i saw, dont sleep, snap at, avoid crowds, crowds, on edge, jumpy, irritable, since the war, something is wrong with me, not the same, ptsd, ptds, post traumatic, mental health, trauma, traumatic, nightmares, bad dreams, flashbacks, stressor, mst, military sexual trauma, sexual assault, assaulted, combat stress, depression, anxiety, cant sleep, angry, anger, panic, ied, blast, combat",
  diagnosis: "diagnosis, diagnosed, diagnose, never diagnosed, no diagnosis",
  ears: "tinnitus, ringing, ring, buzzing, buzz, humming, hearing, hear, ears, ear, deaf, hearing aids, cant hear",
  loan: "second home, another home, new home, va loan, home loan, mortgage, house, houses, coe, entitlement, lender, refinance, down payment, home buyer, homebuyer, property",
  again:
    "again, second, another, twice, two, reuse, restore, restored, back, already used, used it, more than once, next, second time, new house",
  death:
    "husband is gone, wife is gone, spouse is gone, dies, when a veteran dies, died, passed, passed away, death, deceased, lost my, killed, widow, widower, surviving, survivor, survivors, late husband, late wife, funeral",
  family:
    "wife, husband, spouse, mom, mother, dad, father, son, daughter, parent, parents, widow, family, child, children, kids, vet, veteran",
  /** A body part or pain: the usual start of a disability claim. */
  body: "diabetes, heart, blood pressure, hypertension, back, knee, knees, shoulder, neck, hip, hips, ankle, foot, feet, migraine, migraines, headaches, sleep apnea, hurts, hurt, pain, arthritis, injury, injured",
  /** Time in service, in plain words. */
  service:
    "from my service, from vietnam, in vietnam, in iraq, in afghanistan, overseas, over there, the war, tour, tours, since basic, basic training, boot camp, in service, in the army, in the navy, in the marines, in the air force, active duty, deployment, deployed, military, from service, while serving, since the army, jumping out of planes",
  paid: "get paid, paid for, compensation, money for, disability, compensated",
  noNew: "no new, dont have new, dont have any new, nothing new, without new",
  disabled: "disabled, disability, service connected, injured, injury, hurt",
  fileFor: "file for, claim for, apply for, disability for, compensation for, paid for",
  itf: "intent to file, itf",
  /** Someone who could write a statement for the veteran. */
  witness:
    "brother, sister, friend, buddy, wife, husband, spouse, squad leader, sergeant, someone i served with, he, she",
  write: "write, writes, letter, statement, vouch",
  keep: "reserve, hold, save, lock, lock in, protect, keep, secure",
  date: "date, start date, my place, my spot, back pay, backpay, effective date",
  work: "change careers, careers, change jobs, retraining, retrain, keep a job, cant work, new career, job, jobs, work, employment, career, employed, hire, hired, new work, old job, working",
  you: "you, u, ya, yall, you guys, your, counselor, your counselor, your service, your team",
  doForMe:
    "on my behalf, behalf, file the paperwork, file claims, allowed to file, for veterans, for me, submit my, submit, file my, send my, do my claim, do the claim, handle, fill out, fill in, represent, representing, submit it, send it, do it, take care of, the whole claim, prepare my",
  va: "va, veterans affairs, department of veterans affairs, government, official, federal, gov",
  identity:
    "r u, are u, work for, with the va, with veterans affairs, employed by, employee, who is behind, behind this, who owns, are you, is this, am i talking, who runs, who are, who is, part of, affiliated, site, website, legit, real",
  reach:
    "phone, number, call, telephone, talk to, speak to, somebody, someone, real person, person, human, not a computer, reach, contact",
} as const;

export type ConceptName = keyof typeof CONCEPTS;

/**
 * Cues for one topic, in three strengths: `strong` alone decides, `medium` alone is enough when
 * nothing stronger matches, `weak` only adds up. `together` entries score as strong when every
 * concept in one is there.
 */
export type Intent = {
  topic: TopicId;
  strong?: string;
  medium?: string;
  weak?: string;
  together?: readonly (readonly ConceptName[])[];
  /** Phrases that show the question is about something else: the topic does not answer it. */
  unless?: string;
};

// Earlier intents win ties: the specific before the general.
export const INTENTS: readonly Intent[] = [
  {
    topic: "survivors",
    strong: "gold star, dic, dependency and indemnity, survivor benefits, surviving spouse, widow, widower, survivor",
    together: [["death", "family"]],
    medium: "@death",
  },
  {
    topic: "homeLoanReuse",
    strong: "restore entitlement, restoration of entitlement, remaining entitlement, reuse",
    together: [["loan", "again"]],
    medium: "entitlement, @loan",
  },
  {
    topic: "supplementalClaim",
    strong: "supplemental, supplemental claim, 0995",
    together: [
      ["newEvidence", "deny"],
      ["newEvidence", "decision"],
      ["newEvidence", "claim"],
    ],
    medium: "@newEvidence, reopen",
  },
  {
    topic: "higherLevelReview",
    strong: "higher level review, higher level, hlr, 0996",
    together: [
      ["senior", "decision"],
      ["senior", "noNew"],
      ["senior", "claim"],
    ],
    medium: "@senior",
  },
  {
    topic: "boardAppeal",
    strong:
      "board appeal, appeal to the board, bva, board of veterans appeals, 10182, veterans law judge, notice of disagreement",
    together: [["judge", "disagree"]],
    medium: "judge, board, court",
  },
  {
    topic: "appeal",
    strong: "appeal, decision review, @deny",
    together: [
      ["disagree", "decision"],
      ["disagree", "claim"],
    ],
    medium: "@disagree, @decision",
  },
  {
    topic: "claimExam",
    strong: "contract doctor, contract provider, cp, claim exam, qtc, ves, lhi, optum, va exam",
    together: [["exam", "claim"]],
    medium: "@exam",
    weak: "appointment, scheduled",
  },
  {
    topic: "claimTime",
    strong: "how long does a claim take, how long will my claim take",
    together: [
      ["slow", "claim"],
      ["slow", "decision"],
    ],
    medium: "how long, taking forever, taking so long",
  },
  {
    topic: "claimStatus",
    strong: "claim status, appeal status, check my claim, check on my claim, track my claim, where is my claim",
    together: [
      ["status", "claim"],
      ["status", "disagree"],
      ["status", "itf"],
    ],
    medium: "@status",
  },
  {
    topic: "toxicExposure",
    strong:
      "pact, pact act, burn pit, burn pits, agent orange, toxic exposure, camp lejeune, gulf war illness, presumptive",
    medium: "@toxic",
  },
  {
    topic: "ptsd",
    strong:
      "ptsd, post traumatic, mental health, mst, military sexual trauma, combat stress, depression, anxiety, stressor",
    together: [
      ["mental", "diagnosis"],
      ["mental", "claim"],
      ["mental", "service"],
    ],
    medium: "@mental",
  },
  {
    topic: "hearingTinnitus",
    strong: "tinnitus, hearing loss, ringing, hearing aids, ears ring, cant hear",
    medium: "@ears",
    weak: "noise, loud",
  },
  {
    topic: "readinessAndEmployment",
    strong:
      "voc rehab, vocational rehab, vocational rehabilitation, vre, chapter 31, veteran readiness, readiness and employment",
    together: [
      ["work", "disabled"],
      ["work", "mental"],
    ],
    medium: "@work",
  },
  {
    topic: "intentToFile",
    together: [["keep", "date"]],
    strong: "intent to file, itf, 0966, effective date, hold my date, save my date, start date, hold my place",
    medium: "intent, lock in, back pay, backpay, deadline, time limit, too late",
  },
  {
    topic: "form526",
    strong: "526, 526ez, application for disability compensation",
    medium: "disability form",
  },
  {
    topic: "buddyStatement",
    together: [["witness", "write"]],
    strong:
      "buddy statement, buddy letter, lay statement, witness statement, statement in support, 4138, character letter",
    medium:
      "back up my, back me up, corroborate, buddy, statement, witness, testimony, letter from, write a letter, write something, vouch, squad leader, platoon, sergeant",
    weak: "served with",
  },
  {
    topic: "increase",
    strong: "increase, higher rating, raise my rating, rating increase, getting worse, gotten worse, got worse",
    medium: "worse, worsened, reevaluation, re evaluation",
    weak: "rating, bump, percent, higher, more",
  },
  {
    topic: "homeLoan",
    strong:
      "home loan, mortgage, coe, certificate of eligibility, 1880, buy a house, buy a home, buying a house, refinance, down payment, va loan",
    medium: "house, lender",
    weak: "home, loan",
  },
  {
    topic: "education",
    strong:
      "gi bill, gibill, post911, chapter 33, education, college, tuition, university, trade school, apprenticeship, 1990, go back to school, mgib",
    medium:
      "school, training, degree, vocational, certification, classes, montgomery, welding, cdl, trade, trade skills, plumbing, electrician, licensing, certificate",
  },
  {
    topic: "healthCare",
    strong:
      "health care, healthcare, 1010ez, 10ez, medical care, va hospital, health benefits, primary care, va medical",
    medium:
      "enroll, enrollment, doctor, hospital, clinic, prescriptions, health insurance, medical, meds, medication, medications, pharmacy, dental, dentist",
  },
  {
    topic: "documents",
    strong:
      "documents, document, dd214, medical records, service records, service treatment records, discharge papers, checklist",
    medium: "paperwork, records, gather, evidence, what do i need, papers, proof",
    weak: "prepare",
  },
  {
    topic: "cost",
    strong:
      "cost, fee, pay you, commission, how much do you, how much does it, expensive, pay for your, price, no cost",
    medium: "charge, free",
    weak: "catch",
  },
  {
    topic: "fileForMe",
    strong: "file my claim for me, file it for me, file for me, do my claim for me, are you accredited",
    together: [["you", "doForMe"]],
    medium: "accredited, accreditation",
  },
  {
    topic: "consultation",
    strong: "consultation, consult, appointment, one on one, free consultation",
    medium: "schedule, meeting, meet, sign up, help me file, review my, look at my",
  },
  {
    topic: "whoWeAre",
    strong:
      "who are you, who is this, who runs, who is behind, are you the va, is this the va, are you va, affiliated, part of the va, legit, scam, veteran led, what do you do, government website, official va",
    together: [["identity", "va"]],
    medium: "about you, government, what is this, bot, official",
    weak: "are you a",
  },
  {
    topic: "contact",
    strong:
      "phone, phone number, email, contact, talk to a person, talk to someone, talk to somebody, real person, call you",
    medium: "@reach",
    weak: "number",
  },
  {
    topic: "representative",
    strong:
      "representative, vso, veterans service organization, lawyer, attorney, claims agent, american legion, vfw, power of attorney, dav",
    medium: "rep",
    unless: "divorce, custody, criminal, dui, traffic ticket, estate, will and trust, bankruptcy, immigration",
  },
  { topic: "findForms", strong: "find a form", medium: "which form, what form, pdf", weak: "form" },
  {
    topic: "disabilityClaim",
    strong:
      "new condition, add a condition, apply for disability, service connected, service connection, disability claim, file a claim, start a claim",
    together: [
      ["body", "service"],
      ["body", "paid"],
      ["body", "fileFor"],
    ],
    medium: "disability, compensation, claim, va claim, pain, in service, from service",
    weak: "injury, injured, condition",
  },
];
