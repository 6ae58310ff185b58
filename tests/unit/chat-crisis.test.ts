import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CRISIS_REPLY, isCrisisMessage } from "../../netlify/lib/chat/crisis";

// Each must get the crisis line. Grouped by how people really say it.
const MUST_TRIGGER: string[] = [
  // Plain
  "I want to kill myself",
  "I'm going to kill myself tonight",
  "I am thinking about suicide",
  "I feel suicidal",
  "I want to die",
  "I want to end my life",
  "I'm going to take my own life",
  "I don't want to live anymore",
  "I don't want to be alive anymore",
  "I've been having thoughts of killing myself",
  "I tried to commit suicide last year and I'm thinking about it again",
  "I keep thinking about ending it",
  "I have a plan to end my life",
  "I've been cutting myself",
  "I want to hurt myself",
  "I have been self harming again",
  // Euphemisms
  "Everyone would be better off without me",
  "My family would be better off if I was gone",
  "I'm better off dead",
  "I wish I was dead",
  "I wish I'd never been born",
  "There's no reason to live anymore",
  "I have nothing left to live for",
  "I can't go on like this",
  "I can't take it anymore",
  "I can't do this anymore, I'm so tired",
  "I just want to go to sleep and never wake up",
  "I won't be around much longer",
  "I'm going to end it all",
  "I've been giving away my stuff and saying goodbye to everyone",
  "I wrote a goodbye letter to my kids",
  "I feel hopeless and worthless",
  "I'm just a burden to my family",
  "What's the point of living",
  "Life is not worth living",
  "I'm tired of living",
  "I see no way out",
  "I'm done with life",
  // Slang and veteran slang
  "Thinking about eating my gun",
  "sometimes I just want to put a gun to my head",
  "gonna blow my brains out",
  "kms",
  "honestly i might just unalive myself",
  "thinking about sewer slide lol",
  "I'm about to become one of the 22",
  "I'm checking out for good",
  "I want to join my buddies who didn't make it home... my buddies who didn't make it",
  "my pistol is loaded and sitting next to me",
  "I'm going to take all my pills",
  "thinking about jumping off a bridge",
  "I could just drive off a bridge",
  "I bought a rope and tied a noose",
  "going to overdose tonight",
  // Typos and misspellings
  "i wanna kil myself",
  "Im gonna kill my self",
  "thinking about sucide",
  "I feel suicdal",
  "having suisidal thoughts",
  "su1cide",
  "i want to d1e",
  "dont wanna live anymore",
  "i want to kill myslef",
  // Mixed case and inside longer messages
  "I WANT TO DIE",
  "KiLl MySeLf",
  "My claim was denied again and honestly I just want to end it all. What form do I file?",
  "I need help with my PTSD claim but some days I think everyone would be better off without me",
  "Can you help me with a buddy statement? Also I've been thinking about suicide.",
  // A buddy in danger, and danger to others
  "My battle buddy said he is going to kill himself",
  "I'm worried my friend wants to end his life",
  "my husband keeps talking about shooting himself",
  "my brother said he's going to hang himself",
  "I'm scared I might hurt someone",
  // Asking for the line, and Spanish
  "What's the veterans crisis line number?",
  "quiero morir",
  "me quiero matar",
];

// Benefit questions that must be answered normally, including the near misses.
const MUST_NOT_TRIGGER: string[] = [
  "How do I file a claim for my PTSD?",
  "My PTSD claim was denied, what can I do?",
  "Can I get a higher rating for depression and anxiety?",
  "How do I file an intent to file?",
  "What is VA Form 21-526EZ?",
  "Do I need a buddy statement for my tinnitus claim?",
  "I was shot in Iraq, can I get disability?",
  "I hurt my back in basic training, can I file a claim?",
  "My knees are killing me after 20 years of jumping out of planes",
  "This claims process is killing me, how long does it take?",
  "Hearing loss from the shooting range, is that covered?",
  "My buddy was killed in action. Can his wife get benefits?",
  "If I die, will my wife get my VA benefits?",
  "What is the deadline to file an appeal?",
  "How do I get a Certificate of Eligibility for a home loan?",
  "Can I use the GI Bill for a trade school?",
  "How do I enroll in VA health care?",
  "What documents do I need for my claim?",
  "Is your service free?",
  "How can I reach the counselor?",
  "I served 22 years in the Army, what benefits do I have?",
  "What is form 22-1990?",
  "I was exposed to burn pits in Afghanistan",
  "My benefits were cut after my re-evaluation",
  "Can I check out the home loan benefits?",
  "I'm drowning in paperwork, where do I start?",
  "I'm dead tired of waiting on my claim, what's the status?",
  "What happens at a C&P exam?",
  "My claim was rejected, how do I appeal?",
  "Can my kids use my GI Bill?",
  "How do I get my rating increased from 30 to 70 percent?",
  "I have nightmares and flashbacks from deployment, can I claim that?",
  "What is military sexual trauma and how do I file?",
  "Do you charge a fee?",
  "Are you affiliated with the VA?",
  "Can I get compensation for sleep apnea?",
  "I can't take the bus to my C&P exam, can I reschedule?",
  "How do I end my appeal and go back to a supplemental claim?",
  "My doctor said my condition is getting worse",
  "I got hurt on the flight line and now my hearing is shot",
  "Does VA cover hearing aids?",
  "I feel stuck with all these forms",
  "Can I get help paying for my mortgage?",
];

describe("crisis detector", () => {
  it("has at least 60 phrasings that must trigger and 40 benefit questions that must not", () => {
    expect(MUST_TRIGGER.length).toBeGreaterThanOrEqual(60);
    expect(MUST_NOT_TRIGGER.length).toBeGreaterThanOrEqual(40);
  });

  it.each(MUST_TRIGGER)("triggers: %s", (message) => {
    expect(isCrisisMessage(message)).toBe(true);
  });

  it.each(MUST_NOT_TRIGGER)("does not trigger: %s", (message) => {
    expect(isCrisisMessage(message)).toBe(false);
  });

  // docs/decisions/202-crisis-detection.md: any mention of suicide gets the line (the line IS
  // VA's suicide prevention resource); PTSD alone does not (it is the most common claim).
  it("treats 'suicide prevention benefits' as crisis and 'my PTSD claim' as a benefit question", () => {
    expect(isCrisisMessage("What suicide prevention benefits does the VA have?")).toBe(true);
    expect(isCrisisMessage("Can you help with my PTSD claim?")).toBe(false);
  });
});

describe("the crisis reply", () => {
  const facts = readFileSync(path.resolve(import.meta.dirname, "../../../shared/FACTS.md"), "utf8");

  it("gives every way to reach the Veterans Crisis Line exactly as FACTS.md does", () => {
    expect(CRISIS_REPLY).toContain("Call 988, then select 1");
    expect(CRISIS_REPLY).toContain("Text 838255");
    expect(CRISIS_REPLY).toContain("https://www.veteranscrisisline.net/get-help-now/chat/");
    expect(facts).toContain("https://www.veteranscrisisline.net/get-help-now/chat/");
    expect(CRISIS_REPLY).toContain("TTY: call 711, then 988");
    expect(CRISIS_REPLY).toMatch(/call 911/);
  });

  it("never gives the retired number", () => {
    expect(CRISIS_REPLY).not.toMatch(/273|8255[^\d]*$|TALK/);
    expect(CRISIS_REPLY.replace(/\D/g, "")).not.toContain("18002738255");
  });
});
