import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CRISIS_REPLY, isCrisisMessage } from "../../netlify/lib/safety/crisis";

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
  // Missed before review (all returned false)
  "ending it all",
  "I'm ending it all tonight",
  "i just want it to end",
  "i want it all to end",
  "i should just die",
  "kill me",
  "i want to kill me",
  "nobody would miss me",
  "no one would care if i died",
  "end things",
  "i want to end things",
  "thinking about ending things",
  "i took too many pills",
  "pills to end it",
  "Ive been cutting",
  "i have been cutting again",
  "i just want to sleep forever",
  "I'm a burden",
  "hopeless",
  "k!ll myself",
  "k*ll myself",
  // More phrasings veterans use
  "i can't go on",
  "the world would be better without me",
  "my family would be better off if i wasnt here",
  "I don't see the point anymore",
  "i dont see the point in living",
  "What's the point anymore",
  "I want to disappear forever",
  "i wish i could just disappear",
  "i want to stop existing",
  "I want it all to be over",
  "done with it all",
  "i'm so tired of everything",
  "I've lost the will to live",
  "i have no hope left",
  "i might as well be dead",
  "I should have died over there with my guys",
  "it should have been me",
  "i'm going to drink myself to death",
  "i feel like a waste of space",
  "i am nothing but a burden",
  "thinking about taking the easy way out",
  "I keep thinking about using my gun on myself",
  "I've been stockpiling my meds",
  "I've been saving up pills",
  "gonna end things",
  "I have a plan to end it",
  "nobody cares if i live or die",
  "no one would even notice if i was gone",
  "i dont wanna wake up tomorrow",
  "im not going to be here tomorrow",
  "i'm ready to go be with my buddies who didn't make it",
  "thinking about sucide again",
  "I want to kil myself",
  "su*cide",
  "s*icide",
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
  // Near misses of the patterns added after review
  "How do I end my GI Bill enrollment?",
  "How do I end my POA with the lawyer?",
  "If I should die before my claim is decided, does my wife get back pay?",
  "I could die before the VA decides my claim",
  "Can you shoot me a link to the form?",
  "The VA has been cutting my benefits",
  "They have been cutting my check every month",
  "I've been cutting back on my hours at work",
  "The VA cut my benefits again",
  "What is the burden of proof for a PTSD claim?",
  "Is the burden on me to prove service connection?",
  "I'm tired of fighting the VA",
  "What's the point of filing a supplemental claim?",
  "I don't see the point of a C&P exam",
  "Is there an easy way out of my VA debt?",
  "I want my claim to be over already",
  "My feet feel numb, can I claim neuropathy?",
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

  // docs/decisions/501-crisis-screen-that-generalizes.md: any mention of suicide gets the line (the line IS
  // VA's suicide prevention resource); PTSD alone does not (it is the most common claim).
  it("treats 'suicide prevention benefits' as crisis and 'my PTSD claim' as a benefit question", () => {
    expect(isCrisisMessage("What suicide prevention benefits does the VA have?")).toBe(true);
    expect(isCrisisMessage("Can you help with my PTSD claim?")).toBe(false);
  });

  // facts/SOURCES.md: false positives are preferred over misses. These benefit questions get the crisis
  // line first (docs/decisions/501-crisis-screen-that-generalizes.md, "Accepted false positives").
  it.each([
    "My claim feels hopeless, should I appeal?",
    "Is hopelessness a symptom I can claim for depression?",
    "This paperwork is going to kill me",
    "How long does it take for this to end?",
    "I took too much of my meds by accident, will VA pay the ER bill?",
    "I've been denied three times. What's the point?",
    "I signed a POA with a lawyer, is there a way to end it?",
  ])("accepts a false positive: %s", (message) => {
    expect(isCrisisMessage(message)).toBe(true);
  });
});

describe("the crisis reply", () => {
  const facts = readFileSync(path.resolve(import.meta.dirname, "../../facts/SOURCES.md"), "utf8");

  it("gives every way to reach the Veterans Crisis Line exactly as facts/SOURCES.md does", () => {
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
