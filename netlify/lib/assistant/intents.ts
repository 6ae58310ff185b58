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
    "ask for a review, asking for a review, get a review, want a review, should be higher, should be more, what are my options, what options do i have, what are my choices, dont like, screwed up, messed up, unhappy with, not happy with, review of my, request a review, push back, not bad enough, isnt bad enough, is that final, cant be right, not right, lowballed, lowball, too low, disagree, dont agree, not agree, wrong, unfair, too low, contest, challenge, dispute, fight, appeal, overturn, reconsider, look again, look at it again, look at again, looked at again, second look, redo, what now, what do we do now, what do i do now, what do we do next, what do i do next",
  decision:
    "decision, decided, decision letter, rating decision, denial letter, my rating, rating, gave me, gave him, gave her, they gave",
  newEvidence:
    "new test, new hearing test, new results, new report, shows its worse, have more, more now, more medical records, more records, more medical, now i have, audiologist, test results, buddy letter, buddy statement, lay statement, new proof, doctors opinion, medical opinion, new opinion, new evidence, new records, new medical, nexus letter, nexus, new and relevant, more evidence, additional evidence, found records, doctors letter, doctor wrote, send them in, new information",
  senior:
    "overlooked, overlook, ignored, didnt look, didnt consider, rater, experienced reviewer, difference of opinion, take another look, dont have new, no new evidence, nothing new, senior reviewer, someone senior, senior person, more senior, senior rater, higher up, someone higher, supervisor, same evidence, without new evidence, they missed, missed something, missed evidence, missed the, missed my, missed it, was missed, mistake, error, re check, recheck, review again",
  judge: "judge, board, bva, law judge, court, hearing with",
  exam: "go see a doctor, sent me to a doctor, sending me to a doctor, doctor they sent me to, doctor at some office, office thats not the va, doctor from a company, company doctor, some company, contract doctor, contract provider, send me to a doctor, to a doctor before, hearing test, test for my claim, appointment for my claim, doctor for my claim, cp, exam, examination, examiner, qtc, ves, lhi, optum, contract examiner, medical exam",
  status:
    "evidence gathering, where its at, where it is at, see where it is, where it stands, where things stand, see where, see if, any way to see, has even looked, is closed, closed, preparation for decision, preparation, review of evidence, been decided, has my claim, went through, go through, shows complete, havent gotten, no letter, look up, lookup, they got my, got my evidence, stuck, follow, check, still open, where my claim is, where my appeal is, see online, find out, whats happening, heard a thing, still working on, working on my claim, status, check on, whats going on, going on with, happening with, see my claim, track, where is my, gathering evidence, update, progress, stage, step, did va get, got my paperwork, received my",
  slow: "pending, long time, when do i get, when do i hear, when will i get, yet, hasnt, havent heard, how long, how many days, how many months, how many weeks, how much time, taking forever, taking so long, so long, forever, nothing yet, still waiting, still no, hear back, heard back, hear from, when will, normal, backlog, months, weeks, wait",
  claim: "claim, claims, application, case, filed, submitted everything, submitted my, sent everything in, sent in my",
  toxic:
    "karshi khanabad, karshi, k2, uzbekistan, blue water, blue water navy, guam, korea dmz, new law, thailand, vietnam, herbicides, gulf, breathing, respiratory, asthma, sinus, lung, lungs, cancer, pact, pact act, burn pit, burn pits, agent orange, toxic, toxin, toxins, exposure, exposed, smoke, fumes, presumptive, presumption, camp lejeune, gulf war, radiation, herbicide, sprayed, chemicals, kuwait, southwest asia, vieques, korat, udorn, ubon, takhli, air base in thailand, perimeter fence, oil fires, iraq burn",
  mental:
    "messed me up, messed up my head, messed up in the head, what happened over there, what i went through, what i been through, cant stop thinking, thinking about it, buddy died, friend died, lost a buddy, bad things, saw things, things i saw, dont sleep, snap at, avoid crowds, crowds, on edge, jumpy, irritable, since the war, something is wrong with me, not the same, ptsd, ptds, post traumatic, mental health, trauma, traumatic, nightmares, bad dreams, flashbacks, stressor, mst, military sexual trauma, sexual assault, assaulted, combat stress, depression, anxiety, cant sleep, angry, anger, panic, ied, blast, combat, nerves, my nerves, his nerves, her nerves, bad nerves, shell shock, shellshock, battle fatigue",
  diagnosis: "diagnosis, diagnosed, diagnose, never diagnosed, no diagnosis",
  ears: "tinnitus, ringing, ring, buzzing, buzz, humming, hearing, hear, ears, ear, deaf, hearing aids, cant hear",
  /** Someone other than the veteran a benefit is for. */
  forFamily:
    "spouses, spouse of, wife of, husband of, for my wife, for my husband, for my spouse, for spouses, for dependents, for my kids, for my children, for family members, for widows, for the family, for survivors",
  health:
    "medical through, get medical, medical for, any insurance, some insurance, medical care, cover medical, health insurance, insurance, coverage, medical coverage, health care, healthcare, health plan, doctor visits, medical bills, prescriptions",
  loan: "va home, my first home, my first house, first va home, second home, another home, new home, va loan, home loan, mortgage, house, houses, coe, entitlement, lender, refinance, down payment, home buyer, homebuyer, property",
  again:
    "again, second, another, twice, two, reuse, restore, restored, back, already used, used it, more than once, next, second time, new house",
  death:
    "took his own life, took her own life, suicide, killed himself, killed herself, husband is gone, wife is gone, spouse is gone, dies, when a veteran dies, died, passed, passed away, death, deceased, lost my husband, lost my wife, lost my spouse, lost my dad, lost my father, lost my mom, lost my mother, lost my son, lost my daughter, lost my brother, killed, widow, widower, surviving, survivor, survivors, late husband, late wife",
  family:
    "wife, husband, spouse, mom, mother, dad, father, son, daughter, parent, parents, widow, family, child, children, kids, vet, veteran",
  /** A body part or pain: the usual start of a disability claim. */
  body: "acl, tore my, torn, meniscus, rotator cuff, ligament, diabetes, heart, blood pressure, hypertension, back, knee, knees, shoulder, neck, hip, hips, ankle, foot, feet, migraine, migraines, headaches, sleep apnea, hurts, hurt, pain, arthritis, injury, injured, frostbite, frostbit, frostbitten, frozen feet, cold injury, numbness, neuropathy, nerve damage",
  /** Time in service, in plain words. */
  service:
    "in basic, at basic, during basic, in the service, time in the service, my time in, while i was in, when i was in, from my service, from vietnam, in vietnam, in iraq, in afghanistan, overseas, over there, the war, tour, tours, since basic, basic training, boot camp, in service, in the army, in the navy, in the marines, in the air force, active duty, deployment, deployed, military, from service, while serving, since the army, jumping out of planes",
  paid: "get paid, paid for, compensation, money for, disability, compensated",
  noNew: "no new, dont have new, dont have any new, nothing new, without new",
  disabled: "disabled, disability, service connected, injured, injury, hurt",
  fileFor: "file for, claim for, apply for, disability for, compensation for, paid for",
  itf: "intent to file, itf, flag in the ground, placeholder for my claim, hold my date, hold the date, save my date, lock in my date, lock in the date",
  /** Someone who could write a statement for the veteran. */
  witness:
    "pastor, preacher, priest, neighbor, coworker, brother, sister, friend, buddy, wife, husband, spouse, daughter, mom, crew chief, old crew chief, first sergeant, squad leader, sergeant, someone i served with, he, she, guys, the guys, guys in my platoon, platoon, my unit, shipmate, shipmates, a guy who, saw it, saw it happen, saw what happened, was right there, witnessed, eyewitness, my old unit, old unit, fella from my, guy from my",
  write:
    "write, writes, letter, statement, vouch, in writing, put in writing, put that in writing, what ive seen, what i have seen, what he saw, what she saw, what they saw",
  keep: "going to file, gonna file, plan to file, planning to file, about to file, reserve, hold, save, lock, lock in, protect, keep, secure, saves, saving, hold his place, hold her place, reserve todays date",
  date: "date, start date, my place in line, my spot in line, back pay, backpay, effective date, from now, from today, todays date, the money counts",
  work: "business, change careers, careers, change jobs, retraining, retrain, keep a job, cant work, new career, job, jobs, work, employment, career, employed, hire, hired, new work, old job, working",
  you: "you, u, can ya, do ya, are ya, yall, you guys, your, counselor, your counselor, your service, your team",
  doForMe:
    "on my behalf, behalf, file the paperwork, file claims, allowed to file, for veterans, for me, submit my, submit, file my, send my, do my claim, do the claim, handle, fill out, fill in, represent, representing, submit it, send it, do it, take care of, the whole claim, prepare my",
  va: "va, veterans affairs, department of veterans affairs, government, official, federal, gov",
  identity:
    "r u, are u, work for, with the va, with veterans affairs, employed by, employee, who is behind, behind this, who owns, are you, is this, am i talking, who runs, who are, who is, part of, affiliated, site, website, legit, real",
  reach:
    "phone, number, call, telephone, talk to, speak to, somebody, someone, real person, person, human, not a computer, reach, contact",
  records:
    "records, record, medical records, files, chart, charts, notes, paperwork, treatment records, reports, results",
  private:
    "not the va, not at the va, not through the va, outside the va, outside of the va, private, civilian, outside, non va, my own doctor, family doctor, primary doctor, chiropractor, chiro, specialist, surgeon, surgery, private hospital, er, urgent care, kaiser, physical therapist, therapist",
  cantWork:
    "hasnt had a job, havent had a job, no job in years, not being able to work, cant climb, cant do heavy labor, cant do heavy work, cant do physical work, cant do manual labor, cant go back to my job, cant go back to work, cant return to work, cant go back to my old job, cant do my old job, cant drive truck, cant drive a truck, lost my cdl, lost his cdl, cant drive for a living, let me go, laid me off, got laid off, fired me, work no more, work anymore, cant do the work, too bad to work, too bad to drive, cant drive anymore, cant drive no more, is all i know, all ive ever done, only work i know, only job i know, from working, wont let me work, wont let me do, cant do my trade, cant do that kind of work, keeps me from holding, from holding a job, from holding any job, hold any job, keep any job, havent held a job, hasnt held a job, havent been able to work, hasnt been able to work, havent worked, hasnt worked, cant do my job, cant do construction, cant do that work anymore, keeps me from working, keep me from working, kept me from working, prevents me from working, stops me from working, cant work, cannot work, can not work, unable to work, not able to work, not working, stopped working, cant hold a job, cant keep a job, cant hold down, lost my job, had to quit, cant get hired, nobody will hire, unemployable, unemployed, out of work, hold a job, able to hold a job, hold down a job, keep a job, getting fired, keeps getting fired, no more work, stop working, told me to stop working, told to stop working, told him to stop working, told her to stop working, lost his job cause, lost my job cause, lost his job because, lost my job because, cant stand for long, cant deal with people, lost 3 jobs, lost two jobs, lost three jobs, keeps losing jobs, keeps losing his job, cant be around people, cant hold down a job",
  hundred:
    "pays me full, pay me full, pay him full, full pay, paid in full, full amount, totally disabled, like im totally, as if i was 100, like i was 100, 100, 100 percent, hundred, full rate, total, totally, pt, permanent and total, total and permanent, permanently and totally",
  addRemove:
    "on my va disability, on my disability, on my compensation, on my comp, counted on my, count her on, count him on, stay on my, stays on my, keep her on, keep him on, get my wife on, get my new wife on, get my husband on, get her on my, get him on my, claim her, claim him, claim them, claim my, on my check, on my va check, on my pay, on my va pay, on my benefits, on my award, add, adding, added, remove, removing, removed, take off, take her off, take him off, put on, include, drop, list",
  relative:
    "brother, sister, stepdad, stepfather, stepmom, stepmother, stepkid, stepkids, step dad, step mom, step kid, wife, husband, spouse, kid, kids, child, children, son, daughter, daddy, momma, mommy, grandson, granddaughter, grandchild, grandchildren, grandkid, grandkids, grandbaby, stepson, stepdaughter, stepchild, baby, newborn, mom, dad, mother, father, parent, parents, dependent, dependents",
  lifeEvent:
    "remarried, got remarried, remarry, moved in with us, came to live with us, got married, married, marriage, wedding, divorce, divorced, separated, had a baby, new baby, born, birth, adopted, adoption, turned 18, turns 18, over 18, in college, in school, passed away",
  vehicle:
    "my van, his van, the van, lift in my, lift for my, car, a van, minivan, truck, vehicle, automobile, auto, suv, wheelchair van, wheelchair lift, ramp, hand controls, adaptive equipment, modified",
  /** A disability that changes how someone drives. */
  limb: "disabled, disability, amputee, amputation, amputated, lost my leg, lost my legs, lost my arm, lost a leg, lost a limb, paralyzed, paraplegic, quadriplegic, wheelchair, spinal cord, service connected, adaptive, adapted, modify, modified, prosthetic, prosthesis",
  money:
    "give toward, gives toward, give towards, toward, towards, money, grant, help, pay, pays, paid, allowance, buy, purchase, cover, funds, reimburse, reimbursement",
  clothes:
    "britches, overalls, coveralls, pair of pants, jeans, slacks, clothes, clothing, shirt, shirts, pants, trousers, uniform, garments, jacket, jackets, sleeves",
  damage:
    "tears up, tear up, tore up, rips up, wears holes, eats up, stain, stains, stained, ruin, ruins, ruined, tear, tears, torn, rip, rips, wear out, wears out, worn, damage, damages, damaged, holes, eats through, destroys",
  explain:
    "thought it would be, thought itd be, shouldnt it be, wouldnt it be, why only, instead of, come out to, comes out to, what does that come to, add up to, what does that make, dont add up, doesnt add up, dont add, how does, how do they, how come, why, what makes, what decides, decide, decides, determine, determines, come up with, figure, calculated, calculate, math, mean, means, work, works, explain",
  /** What a rating pays, asked as an amount. */
  payAmount:
    "in money, in pay, money difference, what do i get paid, what would i get paid, what does va pay, get paid at, how much does, how much do, how much will, how much would, a month, per month, how much money, difference in money, difference in pay, pay difference, how much more, how much less, what does it pay, what it pays, how much does it pay, dollars",
  /** Asking for records to be fetched from somewhere. */
  fetchRecords:
    "request them, ask for them, get them directly, get them for me, go get them, track them down, pull them, get those, get them",
  /** Signing to let VA ask someone else for papers: a release. */
  release:
    "sign something, sign a form, sign a paper, sign a release, sign for, signature, permission, give permission, authorize, authorization, consent, release",
  /** Someone selling help with a claim for a share of the money: not accredited, a representative's question. */
  claimSeller:
    "company called, a company called, company says, company that says, a company that, companies that, consultant, consultants, consulting, take a cut, takes a cut, a cut of, percent of the back pay, percentage of the back pay, charge a fee, charges a fee, upfront fee, up front fee, guarantee a rating, guaranteed increase",
  /** Benefit months, counted (what a GI Bill transfer moves), not a wait. */
  months:
    "how many months, months of, months left, months remaining, remaining months, the months, my months, his months, her months, months to, 36 months",
  /** VA's own health care (not coverage for the family). */
  vaCare:
    "va healthcare, va health care, va medical care, va doctors, va clinic, va hospital, healthcare from the va, health care from the va",
  /** No rating (yet): no bar to VA's health care. */
  notRated:
    "not rated, not rated yet, without a rating, no rating yet, dont have a rating, havent been rated, no disability rating",
  /** Asking whether someone can be trusted or is allowed. */
  trust:
    "legit, legitimate, legal, allowed, is that allowed, is that ok, is that okay, is this normal, scam, scammer, trust them, trust him, should i use, should we use, should i sign with, real deal",
  /** A program run by another office, not VA: a claim or denial there is not a VA claim. */
  otherProgram:
    "social security disability, ssdi, black lung, labor department, department of labor, workers comp, workers compensation, food stamps, snap benefits, unemployment benefits",
  /** A lost or needed discharge paper. */
  lostPaper: "lost, lost it, misplaced, cant find, cant find it, need a copy, get a copy",
  dischargePaper: "dd214, discharge papers, discharge paper",
  lend: "loan, loans, lend, lends, lending, borrow, borrowing",
  businessWord: "business, businesses, small business, startup, company of my own",
  /** Something wrong on a paper, to be put right. */
  fixPaper:
    "corrected, correct, correction, fix, fixed, fixing, wrong, left off, missing from, error, mistake, amend, amended",
  percent: "percent, percentage, percentages, rated, rating, ratings, combined, combine, add up, adds up",
  /** A rating written as a number: it says "ratings" only beside another rating word. */
  ratingNumber: "10, 20, 30, 40, 50, 60, 70, 80, 90, 100",
  income:
    "lives off very little, lives on very little, live off very little, very little money, struggling with money, struggling financially, money is tight, cant pay the bills, cant pay bills, behind on bills, behind on the bills, work part time, part time job, part time at, minimum wage, only have ss, only get ss, just ss, only have social security, only get social security, just social security, money is almost gone, moneys almost gone, money is gone, moneys gone, out of money, ran out of money, no money left, running out of money, low income, limited income, small income, little income, very little income, only income, social security, no income, fixed income, barely, broke, cant afford, little money, no money, savings, assets, net worth, making rent, monthly check, monthly payment, monthly help, anything monthly, monthly income, income, income under, living on very little, poor widow, money is all gone, money is all gone into, live on very little, living off very little, on very little, raising them on very little",
  pensionWord: "pension, pensions, pention, pentions",
  notService:
    "wasnt from his service, wasnt from her service, not from his service, not from her service, wasnt related to his service, wasnt related to her service, nothing to do with the military, nothing to do with service, nothing to do with his service, not service connected, wasnt service related, isnt service related, werent service related, not service caused, wasnt from service, wasnt because of service, no service connected, wasnt service connected, not from service, not related to service, not related to his service, unrelated, car wreck, car accident, accident, heart attack, natural causes, old age, not from the war, didnt die from anything service, not service related, nothing service related, never rated, wasnt rated, never had a rating",
  dailyHelp:
    "board and care, memory care, care home, cant lift him, cant lift her, somebody to come in, someone to come in, come in and help, needs someone to help him with, needs someone to help her with, someone to help him with his, someone to help her with her, help with his meds, help with her meds, help with meals, in home help, in home care, blind, cant be left alone, cannot be left alone, cant be alone, get out of bed, out of bed without, cant get up, cant get up without, pay for an aide, pay the aide, for the aide, an aide, bathing, bathe, shower, dressing, get dressed, dress himself, dress herself, toilet, eating, feed, feeding, bedridden, bed bound, cant walk, wheelchair bound, nursing home, assisted living, memory care, dementia, alzheimers, home health aide, home aide, housebound, homebound, stuck at home, cant leave the house",
  takeCare:
    "runs my life, handles everything for me, manages everything for me, handles my meds, manages my meds, cant leave him alone, cant leave her alone, stopped working to, stop working to, left her job to, left his job to, left my job to, gave up her job, gave up his job, gave up my job, manage his meds, manage her meds, manage his medications, manage her medications, take him to every appointment, take her to every appointment, take him to all his appointments, drive him to his appointments, drive her to her appointments, helps the wife, help the wife, helps the husband, watching him, watching her, watch over him, watch over her, keep an eye on him, keep an eye on her, the one watching, do everything for him, do everything for her, does everything for me, does everything for him, does everything for her, caring for a vet, caring for a veteran, care for a veteran, care of a veteran, respite, support for her, support for him, who take care of, who takes care of, that take care of, that takes care of, family who care for, look after my, looking after my, look after him, look after her, looking after him, looking after her, quit nursing, quit work to, quit working to, taking care of my, take care of my, caring for my, care for my, takes care of my, take care of me, takes care of me, taking care of me, take care of him, takes care of him, taking care of him, take care of her, care for me, cares for me, caring for me, caring for him, looks after me, look after me, quit her job to, quit his job to, quit my job to, moved in to help, moved back in to help",
  giBill:
    "gi bill, gibill, post911, chapter 33, education benefits, school benefits, gi, school money, college money, education money, college benefits",
  /** A benefit spent to the end. */
  usedUp:
    "already used, is gone, its gone, all gone, used it all, used up, use up, ran out, run out, runs out, exhausted, used all, all used",
  transfer: "transfer, transferring, transferred, give, pass, share, split, hand over, use my, using my, tea",
  school:
    "school money, college money, college paid, pay for college, college, school, university, tuition, classes, degree, education, study, trade school, training, go to college, going to college, start college, wants to go to, college in the fall",
  pt: "pt, permanent, permanent and total, 100, 100 percent, totally disabled, permanently disabled, died, passed, killed, deceased, death, total and permanent, permanently and totally",
  burialPlace:
    "buried, burial, bury, cemetery, cemeteries, plot, grave, gravesite, interred, inurned, niche, columbarium",
  ahead:
    "ahead of time, in advance, now, before i die, plan ahead, planning, plan, when im gone, when i die, eligible, eligibility, qualify, find out, reserve, prearrange",
  move: "his body, her body, the body, body home, bring his body, bring her body, moving his body, moving her body, move his body, bring him back, bring her back, bring him home, bring her home, transport, transportation, ship his body, ship her body, fly him home, fly her home",
  /** Another way to the same end: "my GI Bill expired, any other program?" */
  otherWay:
    "any other program, another program, other programs, a different program, separate program, some other program, anything else",
  /** A perk for veterans of a rating ("Space-A flights for 100% P&T vets"): the perk is asked, not the rating. */
  perkFor:
    "for 100 percent vets, for 100 percent veterans, for 100 percent pt vets, for 100 percent pt veterans, for pt vets, for pt veterans, perk, perks, discount, discounts",
  /** Telling VA of a death (its lines take the report). */
  reportDeath:
    "report a death, report his death, report her death, report the death, report that he died, report that she died, notify the va, notify va, tell the va, tell va, let the va know, let va know, to let them know, let them know about her husband passing, let them know he passed, let them know she passed, stop his checks, stop her checks, stop his check, stop her check, stop his payments, stop her payments, stop the checks, stop the payments",
  /** A woman who served: who is asking, not what (with a phone word, the Women Veterans Call Center). */
  women:
    "women veterans, women vets, woman veteran, female veteran, female veterans, female vet, woman vet, women vet, as a woman, women who served",
  /** Benefits in general: what VA's main lines answer. */
  benefitsWord: "my benefits, his benefits, her benefits, our benefits, about benefits, benefits question",
  dial: "phone, phone number, number, numbers, call, calling, telephone, hotline, line, toll free",
  vaWord: "va, veterans affairs, the va, department of veterans affairs",
  /** A rating that has got worse. */
  worse:
    "worse, worsened, getting worse, gotten worse, got worse, gotten so much worse, much worse, way worse, progressed, flared up, pay me more, pay him more, pay her more, raise it, bump it up, bump it, raise my",
  /** Both sides of the body, rated: the bilateral factor. */
  bothSides:
    "both knees, both legs, both arms, both feet, both ankles, both shoulders, both hips, both sides, bilateral, bonus",
  housingLoss:
    "sleeping in her truck, sleeping in the truck, sleeping at the bus station, sleeping at the train station, sleeping in the park, sleeping on the street, sleeping rough, sleeping on a bench, under a bridge, living under, living outside, sleeping outside, sleeping in the woods, living in a tent, in a tent, living on the street, no home, homeless, homelessness, no place to live, nowhere to live, nowhere to go, nowhere to sleep, living in my car, sleeping in my car, living in the car, sleeping in the car, living in his car, living in her car, living in his truck, living in my truck, living in a truck, living out of his truck, living out of my car, living out of his car, living in a van, sleeping in his truck, sleeping in my truck, sleeping in a truck, sleeping in a van, sleeping by the river, sleeping in his car, couch surfing, couchsurfing, shelter, evicted, eviction, losing my home, lose my home, lose my apartment, lost my apartment, lost my house, losing my apartment, on the street, on the streets, behind on rent, kicked out, landlord says, landlord said, notice to vacate, eviction notice, weeks to get out, days to get out, emergency housing, no house for him, no house for her, no place for him, no place for her, staying in a shed, sleeping in a shed, living in a shed, lost his place, lost her place, lost my place, sleeping on the beach, sleeping at the beach, living on the beach, sleeping on the sand, sleeping under the pier, staying at my sister, staying with my sister, staying at my brother, staying with my brother, help me find a place, find a place to stay, find a place to live, people in two rooms",
  /** This chat, or what one types in it (round 23: privacy asked in words no phrase had). */
  thisChat:
    "this chat, the chat, in this chat, in the chat, in here, type in here, typed in here, put in here, write in here, what i type, what i typed, what i write, what i wrote, what i put, my chat, my conversation, this conversation, my messages",
  /** Seen, shared, sold, kept or erased: what happens to data. */
  dataUse:
    "who sees, who can see, who reads, who can read, see it, sees it, share, shared, sharing, sell, sold, selling, delete, deleted, erase, erased, save, saved, saving, store, stored, storing, record, recorded, recording, sending, send it, sent to, safe, private, confidential",
  /** One's own information. */
  myData:
    "my info, my information, my data, my details, my personal information, my social, my social security number, my ssn, my medical stuff, my medical information, my address, my date of birth",
} as const;

export type ConceptName = keyof typeof CONCEPTS;

/**
 * Cues for one topic, in three strengths: `strong` alone decides, `medium` alone is enough when
 * nothing stronger matches, `weak` only adds up. `together` entries score as strong when every
 * concept in one is there.
 */
export type Intent = {
  /** `outOfMap`: a subject the map does not hold; when it wins, the assistant hands off to a person. */
  topic: TopicId | "outOfMap";
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
    topic: "outOfMap",
    strong:
      "rifle in the truck, rifle in my truck, gun in the truck, gun in my truck, pistol in the truck, pistol in my truck, rifle locked in the truck, rifle locked in my truck, gun locked in the truck, gun locked in my truck, pistol locked in the truck, pistol locked in my truck, gun in the car, gun in my car, pistol in the car, pistol in my car, rifle in the car, rifle in my car, carry at the va, carry into the va, carry in the va, carry my pistol, carry my gun, concealed carry, firearm at the va, firearms at the va, guns on va property, gun on va property, firearms on va property, weapons on va property, soldiers assistance, state assistance program, fish fry, fishing license, hunting license, appointment at the va clinic, clinic appointment, keeps getting moved, keeps getting canceled, keeps getting cancelled, keep canceling, keeps canceling, funeral honors, military honors, honor guard, bugler, flag folding, service dog, service dogs, copy of my military, copy of his military, copy of my service records, copy of his service records, switch doctors, change doctors, change my doctor, different doctor, rude, free meals, free meal, restaurant, restaurants, veterans day, car payment, truck payment, car note, ww1, world war 1, if my grandfather served, if my great grandfather served, military retirement, social security took, social security is taking, perks, copay, copays, co pay, refund, family history, social security got cut, social security cut, social security stopped, social security reduced, cut my social security, cut his social security, cut her social security, valife, va life insurance, direct deposit, bank account, routing number, switched banks, new bank, debt letter, va debt, debt management, overpaid me, i was overpaid, was overpaid, overpayment letter, letter about an overpayment, pay back the overpayment, owe the va, payment plan, garnish, garnished, purple heart, appointment got moved, appointment got canceled, appointment got cancelled, appointment was canceled, appointment was cancelled, appointments canceled, reschedule with my, my pcp, community care, free tuition at state, tuition waiver, tuition exemption, state tuition, space a flights, old job back, my job back, job back at, reemployment, userra, reenlist, re enlist, reenlisting, transfer to the national guard, transfer to the guard, transfer to the reserves, military retirement pay, retirement and va disability, retirement and disability, retired pay and, replace my purple heart, replace his purple heart, purple heart replaced, replacement purple heart, is the va hospital open, is the va clinic open, va open on, open on veterans day, open on holidays, open on the holiday, holiday hours, speeding ticket, speeding, traffic ticket, parking ticket, high school diploma, state bonus, bonus program, bonus for my, ohio bonus, veterans bonus, in the divorce, divorce settlement, divorce decree, her lawyer, his lawyer, lawsuit, law firm, class action, find an old, find my old, find a buddy, track down, look him up, look her up, reconnect with, enlist, enlisting, join the army, join the marines, join the navy, join the military, recruiter, lost my dd214, replace my dd214, new copy of my dd214, medal, replacement medals, replace his medals, ribbons, decorations, funeral leave, emergency leave, his command, her command, my command, chain of command, give him leave, give her leave, give me leave, civil war, family tree, genealogy, space a, space available, military flights, retirement pay, dfas, concurrent receipt, crdp, crsc, drivers license, license plate, survivor benefit plan, sbp, annuity, wrong discharge, wrong dates, correct his record, correct my record, correct the record, records corrected, board for correction, bcmr, is the va hiring, va hiring, hiring nurses, cell phone plan, phone plan, military discount, refill, refills, dmv, motor vehicles, social security card, social security office, owes me money, business partner, electric bill, light bill, utility bill, wrong pills, wrong pill, wrong dose, wrong meds, wrong medication, wrong medications, wrong medicine, wrong prescription, pharmacy complaint, complain about the pharmacy, patient advocate, cola, cost of living, what time, clinic hours, office hours, opening hours, hours for the, what are the hours, hours of operation, open today, late payment, payment being late, behind on my mortgage, flag, burial flag, flag case, national archives, copy of my dd214, copy of his dd214, copy of my dads dd214, replacement dd214, sf180, sf 180, military records request, id card, military id, commissary, base access, get on base, get on the base, hunting and fishing, hunting license, fishing license, hunting permit, fishing permit, state park, park pass, food stamps, snap benefits, ebt, black lung, labor department, department of labor, workers comp, workers compensation, a ride to, ride to my, rides to, need a ride, get a ride, van to the va, dav van, mileage, travel pay, beneficiary travel, travel reimbursement, gas money, when is my check, when does my check, check coming, check come, payment date, pay date, payday, personal loan, car loan, payday loan, credit card, bank loan, veteran plates, dv plates, disabled veteran plates, my state give, does my state, state offer, what unit my, what unit his, what unit her, what unit he, unit he was in, unit history, hazlewood, state benefits, state program, walmart, cvs, walgreens, transfer my prescriptions, transfer prescriptions, change my address, update my address, change of address, new address, update my bank, change my direct deposit, marriage license, copy of my marriage, copy of our marriage, copy of my birth certificate, birth certificate copy, passport, falls on a sunday, falls on a saturday, falls on a weekend, social security survivor, social security benefits, social security disability, ssdi, supplemental security income, sgli, vgli, life insurance, medical marijuana, marijuana, cannabis, job openings, jobs at the va, work at the va hospital, usajobs, tricare, medicare part, on medicare, medicare advantage, discharge upgrade, upgrade my discharge, general discharge, other than honorable, bad paper, dishonorable, citizenship, citizen, deported, deportation, immigration, weather, property tax, tax exemption, taxes, child support, alimony, stock market, lottery, supplement went up, cheaper one, medigap, social security going up, social security raise, social security check, what brand, which brand, best brand, best clippers, clippers, check hit, check hits, deers enrollment, deers office, deers system, update deers, updated in deers, enroll in deers, enrolled in deers, registered in deers, deers record, deers records, update my deers, deers for, start taking social security, go to sick call, start social security, job at the va, apply for a job at the, reca, uranium mine, uranium mines, radiation exposure compensation, jobs at the, job openings at, apply for a job, certificate of indian blood, cdib, tribal enrollment, chapter meeting, post meeting, meeting this week, my snap, snap got cut, snap card, food stamp, drawing social security, draw social security, social security started, start my social security, get my social security, apply for social security, social security retirement, west point, nomination, nominations, naval academy, air force academy, liheap, heating assistance, heating oil, fuel assistance, canadian pension, canada pension, canadian, road to the, is the road, the road open, road conditions, roads open, snowed, chapter house housing, ssi check, ssi got cut, fix it with social security, help me with social security, tricare for life, legion hall, rent out for, for weddings, wedding reception, vfw open, legion open, vfw open on sunday, legion open on sunday, fingerprint card, security guard job, light rail, bus pass, cheap phone, va hospital hiring, hospital in jackson hiring, work at the va, unemployment with the state, state unemployment, nothing to do with the va, not va related, no tiene nada que ver con la va, nada que ver con la va, veterans trust fund, trust fund money, from the tribe, bonus for vietnam vets, welcome home bonus, place to eat, good place to eat, the printer, print something, expunged, expunge, expungement, state colleges, union apprenticeship, the union apprenticeship, are they hiring, hiring at the, im an lpn, join the vfw, join the vfw post, join the american legion, vfw post, apply to work at, vfw dues, legion dues, auxiliary, pancake breakfast, museum, medicare part b, part b, sign up for medicare, enroll in medicare, apply for medicare, signing up for medicare, into the army, wants to join the army, wants to join, enlist in the army, normal dose, a normal dose, dosage, my dose, dose of, milligrams, pharmacist, bingo, gift shop, membership card, cdl, dot physical, basic training graduation, family day, medicare card, bus schedule, zoo",
    together: [
      ["lostPaper", "dischargePaper"],
      ["fixPaper", "dischargePaper"],
      // VA lends for homes, not for a business.
      ["lend", "businessWord"],
    ],
    // A CHAMPVA question that names Medicare is still about CHAMPVA; a veteran without a home
    // gets the homeless line whatever else the story names (a Walmart lot, a lost ID).
    unless:
      "subio el pago, subio mi pago, aumento el pago, pay go up, pay went up, check go up, check went up, champva, champ va, commercial drivers license, cdl, @housingLoss, headstone, gravestone, tombstone, grave marker, lapida, lapidas, certificate of eligibility, va healthcare, va health care, enroll in va, sign up for va, arent on tricare, not on tricare, isnt on tricare, no tricare, wasnt retired, teb, tebs, transfer of education benefits, transfer of entitlement, transfer my gi bill, transfer the gi bill, tdiu, individual unemployability, health care at the va, get health care, go to the va hospital, the va hospital on, get enrolled, pharmacy number, number for the pharmacy, number for the va pharmacy, va pharmacy number, any care at the va, get any care at, care at the va clinic, number do i call for my pill, open on saturdays to call, restore my entitlement, restored entitlement",
  },
  {
    topic: "homeless",
    unless:
      "volver a usar el prestamo, usar el prestamo otra vez, usar otra vez el prestamo, usar el prestamo de nuevo",
    strong:
      "@housingLoss, help with rent, help for rent, help paying rent, help with my rent, pay my rent, cant pay rent, cant pay my rent, cant make rent, ssvf, behind on rent, months behind, landlord filed, eviction notice, evicted, shelters, shelter for women veterans, shelters for veterans, homeless hotline, homeless vet hotline, homeless veteran hotline, homeless veterans hotline, homeless line, hotline for homeless, behind on my rent, rent im behind, gave me a notice, eviction, about to be evicted, house burned down, home burned down, house burnt down, sleeping in a camp, sleepin in a camp, living in a camp, camp down by the river, gotta be out in, got to be out in, have to be out in, gotta be out by, dont know where we gonna go, dont know where we are going to go, dont know where well go, nowhere to go, no where to go, we gotta leave, we have to leave by, staying at my cousins, staying with my cousin, sleeping on a couch, couch surfing, landlord sold, lost his house to foreclosure, lost her house to foreclosure, sleeping on my couch, sleepin on my couch, place of his own, place of her own, about to lose our place, lose our place, about to lose my place, we have 30 days, have 30 days to move, cant find anything i can afford, cant find anything we can afford, find a place to live, a place to live, behind on my mortgage, behind on the mortgage, behind on our mortgage, mortgage behind, lose the house, lose my house, lose our house, lose the place, lose my place, nowhere to stay, no place to stay, nowhere to sleep, landlord gave me, notice from my landlord, notice from the landlord, bouncing between, couches, deposit and first month, first month and deposit, into a place, place to stay tonight, needs a place to stay, a place to stay, months on rent, housing voucher, voucher for homeless, hud vash voucher",
    medium: "housing, rent, apartment, hud vash, hudvash",
  },
  {
    topic: "privateRecords",
    strong:
      "request it from them, request them from, get copies myself, copies myself, go get copies, request my surgery records, request the records from, 4142, 4142a, private records, private doctor, private doctors, civilian doctor, non va doctor, outside doctor, private hospital, release of information, release my records, authorization to disclose, medical release, release form, talk to my family doctor, talk to my doctor, records from my doctor, permission to get, give va permission, civilian hospital, civilian doc, private doc, outside doc, family doc, talk to my civilian, so va can talk to, so the va can talk to, tricare doctor, tricare doctors, never got the notes, get the notes, doctors notes, the notes from, chiropractor, chiropractors, can va ask him, can the va ask him, can va ask her, can the va ask her, or can va ask, can va request them, can the va request them, let va go get, let the va go get, va go get my, let va get my, let the va get my, hospital records for my claim, ask for it themselves, ask for them themselves, request it themselves, get it themselves, sign something so they can, so they can ask for, got to be va doctors, has to be va doctors, have to be va doctors, only va doctors, look at his records, look at my records, records for his claim, records for my claim, where his files went, where her files went, doctor retired, doctor i saw in the, straight from the clinic, straight from my doctor, pdfs my doctor gave me, upload the pdfs, records my doctor gave me, lets the va ask my own doctor, ask my own doctor for, family doctor printed, go get em theirselves, get them theirselves, not a va doctor, not a va doc, get them papers to the va, get my old records, cant get my old records, clinic closed down, who has his files, who has my files, get my own copies, pay to get my own copies, requested my records from, get all those doctors to send, doctors to send stuff, old records, office closed, office closed down, closed down, went out of business, out of business",
    together: [
      ["records", "private"],
      ["fetchRecords", "private"],
      ["release", "records"],
    ],
    medium: "va get, va request, va to get, request them, get those records, get the records",
  },
  {
    topic: "unemployability",
    unless:
      "cant leave him alone, cant leave her alone, stopped working to, stop working to, quit working to, quit work to, quit her job to, quit his job to, quit my job to, left her job to, left his job to, gave up her job, gave up his job",
    strong:
      "pay you at 100, pay me at 100, pay him at 100, pay her at 100, paid as 100, even if your not 100, even if you are not 100, unemployability, individual unemployability, iu, tdiu, 8940, unemployable, paid at 100, paid at the 100, 100 percent rate, the 100 thing, 100 for not working, pays him like he 100, pay him like he 100, pays me like im 100, pay me like im 100, like hes 100, like he 100, like im 100, as if he was 100, as if i was 100, mess up unemployability, affect unemployability, hurt my unemployability, mess up my unemployability, drive for uber, doordash, gig work, odd jobs, paid at the full rate, get paid at the full rate, full rate, work part time, part time job, part time work, little job, side job, marginal employment, part time greeter, part-time job, gets iu, get iu, on iu, has iu, lose his iu, lose my iu, asking about his work every year, about his work every year, asking about my work every year, paper asking about his work, employment questionnaire, 4140, unemployment thing from va, employment form every year, the employment form, fill out the employment form, last employer, former employer, my employer to fill, employer to fill out, gettin paid total, getting paid total, paid total, paid 100 without being 100, 100 without being 100",
    together: [
      ["cantWork", "hundred"],
      ["cantWork", "percent"],
      ["cantWork", "paid"],
    ],
    medium: "@cantWork",
  },
  {
    topic: "dependents",
    strong:
      "put my wife on, put my new wife on, put my husband on, put my new husband on, put my kids on, put my child on, put my son on, put my daughter on, put my baby on, 686c, 686, 674, add a dependent, add dependents, add my wife, add my husband, add my spouse, add my child, add my kids, add my son, add my daughter, remove a dependent, remove my wife, remove my ex, take her off, take him off, dependent, dependents, got married, new baby, had a baby, was on my comp, was on my va comp, on my va comp as, on my comp as, as my spouse, off my comp, off my va comp, take her off my, take him off my, stepson, stepdaughter, stepchild, stepkids, step son, step daughter, step kids, extra for my wife, extra for your wife, extra for my kids, extra for the kids, more for my wife, more money for my wife, never put my wife and kids on, put my wife and kids on, wife money, extra for a wife, get extra for a wife",
    together: [
      ["addRemove", "relative"],
      ["lifeEvent", "relative"],
    ],
    medium: "@lifeEvent",
    unless:
      "lawyer, attorney, abogado, custody battle, custody fight, custody hearing, custody case, child custody, child support, alimony, dependents education, dependents educational, dependientes educacion",
  },
  {
    topic: "autoAllowance",
    strong:
      "auto grant, automobile grant, van grant, truck grant, grant for a car, grant for a van, grant for a truck, grant for a vehicle, toward a car, towards a car, toward a vehicle, toward a van, toward a truck, 4502, automobile allowance, auto allowance, car allowance, vehicle allowance, car grant, vehicle grant, adaptive equipment, adapted vehicle, wheelchair van, hand controls, modified van, conversion van, adaptive driving, one time payment for a vehicle, payment for a vehicle, lost use of my hands, lost use of his hands, lost use of your hands, work the clutch, help me drive, help him drive, help her drive, accessible van, wheelchair accessible, van lift, lift for the van, lift on the van, ramp van, special steering, steering setup, steering wheel setup, steering knob, lost use of both hands, lost the use of his hands, adapt his car, adapt my car, adapted car, modify his car, modify my car, lost the use of both, loss of use of, help buying a vehicle, help buyin a vehicle, help buying a car, vehicle money, car money, money for a car, money for a vehicle, before or after i buy",
    together: [
      ["vehicle", "limb"],
      ["vehicle", "vaWord"],
    ],
    unless:
      "@housingLoss, died in a car, killed in a car, died in a wreck, killed in a wreck, died in an accident, killed in an accident, died in a motorcycle, killed in a motorcycle",
    weak: "@vehicle",
  },
  {
    topic: "clothingAllowance",
    strong:
      "clothing allowance, clothes allowance, 8678, 10 8678, rubs holes, holes in his, holes in my, undershirts, undershirt, wears holes, ruins his clothes, ruins my clothes, tears his clothes, tears my clothes, tears up his clothes, tears up my clothes, brace money, the brace money",
    together: [
      ["clothes", "damage"],
      ["clothes", "money"],
    ],
    medium: "@clothes",
  },
  {
    topic: "ratings",
    strong:
      "how close am i to, close to 100, over the line to 100, get to 100, from 90 to 100, rating go down, rating going down, rating to go down, lose my rating, drop my rating, take away my, take my 100, take away the 100, taken away, total rating, my total, not 100, isnt 100, arent 100, not a 100, lower it, lowered, lower the rating, reduce it, reduced, take it away, can they take it, lower my rating, reduce my rating, reduced my rating, cut my rating, cut it, rating reduced, rating cut, reduction, protected rating, take my rating away, take away my rating, combined, combining, rating combined, ratings combined, combined rating, combined ratings, bilateral, va math, rating math, how ratings work, rating schedule, rating calculator, bilateral factor, permanent and total, compensation rates, pay chart, rate table, rates chart, how much do i get, how much will i get, how much would i get, how much money, how much is 100, how much does 100, cola, cost of living, cost of living adjustment, what would it take for it to be, go higher, how do they decide what, put me at 100, put me at a 100, get me to 100, get me to a 100, another 10, another 10 percent, if they give me another, do that put me at, would that put me at, will that put me at, make me 100, get to 100, what would it take to get to, keep adding conditions, 0 percent, zero percent, gave me 0, gave me zero, gave me a 0, difference between 0, rated at 0, rated 0, noncompensable, how many percent, what percent do you need, the most money, highest percent, max rating, maximum rating, pt different, different than regular, regular 100, schedular 100, permanent and total different, round up to, rounds up to, rounded up to, round up to 100, same as p t, same as pt, 100 and 100 p and t, 100 p and t, difference between 100, set for life, is it set for life, can it go down, go down when you get older, can my rating go down, each percent pays, each percentage pays, what each rating pays, rate chart, chart that shows, rating protected, can they drop me, can the va drop me, can they lower me, can they reduce me, ever drop me, ever lower me, is it locked, rating locked, do va round up, va round up, round up, rounds up, rounded up, round down, rounds down, take it down, ever take it down, cant touch it, touch my rating, after 20 years",
    together: [
      ["percent", "explain"],
      ["ratingNumber", "explain"],
      ["bothSides", "percent"],
      ["payAmount", "ratingNumber"],
    ],
    medium: "0 percent, zero percent, rated 0, rated zero",
    unless: "@worse, @perkFor, funeral, the funeral",
    weak: "@percent",
  },
  {
    topic: "pension",
    strong:
      "non service connected pension, nonservice connected pension, served in a war, served during a war, served during wartime, wartime service, veterans pension, veteran pension, 527, 527ez, 21p 527ez, wartime pension, needs based, low income veterans, non service connected pension, nonservice pension, he is poor, she is poor, hes poor, shes poor, im poor, i am poor, we are poor, were poor, poor now, because he is poor, because im poor, its not from the service, not from the service, wasnt from the service, vet pension, wartime and poor, served in wartime",
    together: [
      ["pensionWord", "income"],
      ["income", "service"],
      ["income", "vaWord"],
    ],
    medium: "pension, wartime, @income, pention",
    // A veteran's widow or widower asks about the survivors pension.
    unless: "widow, widower, viuda, viudo, surviving spouse, @otherProgram",
  },
  {
    topic: "aidAttendance",
    strong:
      "aid and attendance, aid attendance, a and a, housebound, 2680, homebound, @dailyHelp, aid n attendance, aid n attendence, aid attendence, aid and attendence, a n a, pay extra so, woman who comes in, lady who comes in, aide who comes in, someone who comes in, home health aide, money for needing help, more money for needing help, extra for needing help, for needing help, on top of the 100, on top of my 100, on top of 100, come sit with, sit with him, sit with her, sit with daddy, hired a lady, hired someone to, pay someone to sit, cant get to the bathroom, bathroom alone, needs someone there, needs someone with him, needs someone with her, fell twice, keeps falling, needs somebody with him, somebody with him all day, someone with him all day, more than the 100, more than 100 percent, help him to the bathroom, help her to the bathroom, more you can get if a person needs, cant get out the house, cant get out of the house, cant leave the house, cant leave the house no more",
    together: [["dailyHelp", "pensionWord"]],
    medium: "daily activities, help at home",
  },
  {
    topic: "survivorsPension",
    strong:
      "survivors pension, survivor pension, survivor s pension, widow pension, widows pension, death pension, widow s pension, 534ez, 534, 21p 534ez, deceased wartime, helpless child, she only gets, mom only gets, mother only gets, my mom only gets, she only has her social security, widow on a fixed income, died not from, not from anything to do with the service, nothing to do with his service, nothing to do with the service, only have my ss, i only have my social security, only have my social security, not from anything from the service, nothing from the service, not from the service, small ssi, only get ssi, only get a small ssi, even though he didnt die from, didnt die from the war, didnt die from his service, didnt die of the war, not from the war, widows that are poor, widow that is poor, poor widows, not the one when they die from service, widow money off my dad, disabled since he was born, disabled since birth, as dads child, shes real poor, never remarried and shes",
    together: [
      ["death", "notService"],
      ["death", "pensionWord"],
      ["death", "income"],
      ["death", "income", "relative"],
    ],
  },
  {
    topic: "champva",
    strong:
      "family medical thing, family medical, medical for my family, medical for the family, champva, champ va, chamva, 1010d, 10 10d, needs medical, medical card, medical for my wife, medical for my husband, coverage for my wife, arent on tricare, not on tricare, isnt on tricare, no tricare, wasnt retired, coverage for them, coverage for the kids, coverage for my kids, kids are under my husbands, doctorin through the va, doctoring through the va, their doctorin, their doctoring, medical for our kids, medical for my kids, health insurance for my kids, the wife insurance, wife insurance, insurance for the wife, champ something, called champ, mom get his medical, mother get his medical, widow get his medical, wife get his medical, i can get medical now, can get medical now, wife get medical, spouse get medical, medical for me now",
    together: [
      ["relative", "health"],
      ["forFamily", "health"],
      // A survivor asking for health coverage: CHAMPVA.
      ["death", "health"],
    ],
  },
  {
    topic: "caregivers",
    strong:
      "respite, respite care, take care of my husband full time, take care of my wife full time, care for him full time, care for her full time, caring for him full time, caring for her full time, full time caregiver, caregiver, caregivers, caregiving, pcafc, 1010cg, 10 10cg, caregiver program, caregiver stipend, stipend, official caregiver, quit her job to take care, quit his job to take care, quit her job to care, quit his job to care, paid to take care, get paid to take care, paid for taking care, get paid for taking care, handles all my meds, drives me to appts, drives me to appointments, helps me shower, helps me bathe, she can get paid by va, get paid by va and get training, takes care of dad, takes care of my dad, takes care of my husband, takes care of him, pay her something, pay her for taking care, caregiver training, gives him his meds, gives her her meds, gives him his medicine, gives her her medicine, feeds him, feeds her, drives him all the way, drives her all the way, paid by the va to take care, paid to care for, get paid for caring, take care of a disabled vet, take care of my disabled, get paid to look after, quit my job to take care, i quit my job to care, quit my job to care, to look after me, paid through the va to look after, can she get paid through the va, does everything for me, had to quit her job, had to quit his job",
    together: [["takeCare", "relative"]],
    medium: "@takeCare",
  },
  {
    topic: "giBillTransfer",
    // "the regular one keeps transferring me" is a phone line, not a GI Bill transfer.
    unless: "keeps transferring me, transferring me around, transfers me around, keeps transferring",
    strong:
      "transfer my gi bill, transfer gi bill, transfer the gi bill, transfer of entitlement, transferability, 1990e, transferred benefits, transferred gi bill, give my gi bill, pass my gi bill, my dads gi bill, my moms gi bill, my husbands gi bill, my wifes gi bill, parents gi bill, teb, milconnect, transferred his benefits to me, transferred her benefits to me, transferred benefits to me, transfer my g i bill, g i bill to my wife, g i bill to my husband, g i bill to my kids, g i bill to my son, g i bill to my daughter, transfer the g i bill, teb, tebs, teb obligation, too late to transfer, transfer it after, transfer my benefits to my son, transfer my benefits to my daughter, transfer my benefits to my kids, transfer my benefits to my wife, transfer my benefits to my husband, have to stay in longer, stay in longer to transfer, never transferred, transfer to my kids, transfer it to my kids, transfer to my children, transfer it to my children, transfer to my son, transfer to my daughter, transfer it to my son, transfer it to my daughter, transfer to my wife, transfer it to my wife, transfer to my spouse, transferred his 9 11, transfered his 9 11, transferred her 9 11, transferred to me, transfered to me, transferred me his, gave me his gi bill",
    together: [
      ["giBill", "transfer"],
      ["giBill", "relative"],
      ["transfer", "relative", "months"],
    ],
  },
  {
    topic: "dependentsEducation",
    unless: "fish fry",
    strong:
      "dea, chapter 35, chap 35, ch 35, 5490, survivors and dependents educational assistance, dependents education, dependents educational, fry scholarship, fry, education benefits for children of disabled veterans, school benefits for children of disabled, kids of disabled vets, kids of disabled veterans, children of disabled vets, children of disabled veterans, kids of a disabled, child of a disabled, school money for kids, run out at a certain age, certain age, dea benefit, dea benefits, the dea, use dea, use my dea, daddys education benefit, dads education benefit, fathers education benefit, each get our own, survivors education",
    together: [
      ["school", "relative", "pt"],
      // "School money" from a parent rated 100 (or who died) is Chapter 35 more than a transfer.
      ["giBill", "relative", "pt"],
    ],
  },
  {
    topic: "burial",
    strong:
      "died in the va hospital, died at the va hospital, died in a va hospital, died at a va hospital, died in a va facility, died in the va nursing home, died at the va nursing home, funeral, funeral home, funeral costs, funeral expenses, burial allowance, burial benefits, burial benefit, burial costs, burial expenses, burial money, toward burial, towards burial, help with burial, pay for burial, cremation, cremated, 530ez, 21p 530ez, 530, @move, bring his body back, bring dads body back, bring the body back, body back from, get him back, get her back up, bring him back, bring her back, bring his body, bring her body, transport his body, transport her body, transporting his body, transportation of remains, ship his body, ship her body, move his body, get his body, brought back home, get him brought back, get her brought back, bring him back home, bring her back home, give for burial, pay for his burial, pay for her burial, for burial if, burial if he, for the plot, pay for the plot, the burial plot, cemetery plot, towards the funeral, toward the funeral, pay more towards",
    together: [
      ["death", "move"],
      ["burialPlace", "money"],
    ],
  },
  {
    topic: "headstones",
    strong:
      "headstone, headstones, grave marker, marker, markers, medallion, medallions, plaque, urn, urns, gravestone, tombstone, grave stone, 1330, 1330m, 40 1330, unmarked, unmarked grave, stone for, government stone, government stones, government headstone, military stone, military headstone, va stone, flat marker, bronze marker",
    medium: "grave, stone, spelled wrong, misspelled, misspelling, inscription, engraving, engraved",
  },
  {
    topic: "preNeed",
    strong:
      "pre need, preneed, 10007, 40 10007, national cemetery, va cemetery, veterans cemetery, national cemeteries, buried in a national, pre need eligibility form, pre-need eligibility form, the pre need form, hear back on pre need",
    together: [["ahead", "burialPlace"]],
    medium: "@burialPlace",
  },
  {
    topic: "survivors",
    strong:
      "gold star, dic, dependency and indemnity, survivor benefits, surviving spouse, widow, widower, survivor, service connected death, died from his service, died from her service, mom gets a monthly check, monthly check for the widow, monthly check for mom, if i remarry, remarry, remarried, remarriage, whats dependency and indemnity, if something happened to me, if something happens to me, if anything happened to me, if anything happens to me, if something were to happen to me, as his parents, as her parents, died on active duty, survivor compensation, survivors compensation",
    together: [["death", "family"]],
    medium: "@death",
    // A survivor who names her income asks about the needs-based survivors pension; one who needs
    // help every day, about Aid and Attendance.
    unless:
      "@income, @dailyHelp, survivor benefit plan, sbp, annuity, on my va comp, on my comp, off my comp, off my va comp",
  },
  {
    topic: "homeLoanReuse",
    strong:
      "restore entitlement, restoration of entitlement, remaining entitlement, reuse, restoration, one time restoration",
    together: [["loan", "again"]],
    medium: "entitlement, @loan",
    unless:
      "@housingLoss, lose the house, lose my house, lose our house, behind on the mortgage, behind on my mortgage",
  },
  {
    topic: "supplementalClaim",
    strong: "supplemental, supplemental claim, 0995, can i reopen, reopen it, reopen my claim, reopen the claim",
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
      "board hearing, hearing with a judge, board appeal, appeal to the board, bva, board of veterans appeals, 10182, veterans law judge, notice of disagreement",
    together: [["judge", "disagree"]],
    medium: "judge, board, court",
  },
  {
    topic: "appeal",
    strong:
      "appeal, decision review, choose a decision review, choose a review, choosing a review, which review, which option, pick a review, @deny",
    together: [
      ["disagree", "decision"],
      ["disagree", "claim"],
      ["disagree", "percent"],
      ["disagree", "ratingNumber"],
    ],
    medium: "@disagree, @decision",
    unless: "@otherProgram, headstone, gravestone, tombstone, grave marker",
  },
  {
    topic: "claimExam",
    strong:
      "contract doctor, contract provider, cp, claim exam, qtc, ves, lhi, optum, va exam, exam, exams, examiner, sea and pee, see and pee, c and p, contractor company called, contractor called, set up my compensation exam, compensation exam, letter to see some doctor, see some doctor for the va, pay mileage for that",
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
    medium:
      "how long, taking forever, taking so long, and nothing, is that normal, still waiting, havent heard, nothing yet, no word",
    // How long the board takes is the board's answer.
    unless: "@judge, @otherProgram",
  },
  {
    topic: "claimStatus",
    strong:
      "evidence gathering, preparation for decision, pending decision approval, claim status, appeal status, check my claim, check on my claim, track my claim, where is my claim, did the va get, did they get, if they got it, if they got my, if they received, know if they got, did va receive, did the va receive, did they receive, get the papers i, get what i sent, papers i mailed, papers i sent, what i mailed, what i sent in, if they even got, did they get the paperwork, did they get my paperwork, if they got my paperwork, the paperwork i mailed, paperwork i sent in, where is it at, where its at, its july now, look it up for her, check on her claim, check her claim, look up her claim, where my claim at, wheres my claim at, where is my claim at",
    together: [
      ["status", "claim"],
      ["status", "disagree"],
      ["status", "itf"],
    ],
    medium: "@status",
    unless: "@otherProgram",
  },
  {
    topic: "toxicExposure",
    strong:
      "pact, pact act, burn pit, burn pits, agent orange, toxic exposure, camp lejeune, gulf war illness, presumptive, new law makes it easier, easier to get service connected now, packed act, pack act, pac act, pact law, stationed at camp lejeune, at camp lejeune, camp lejeune in, lejeune water, gulf war syndrome, undiagnosed illness, undiagnosed illnesses",
    medium: "@toxic",
  },
  {
    topic: "ptsd",
    unless: "does it go in my file, go in my file",
    strong:
      "ptsd, post traumatic, mental health, mst, military sexual trauma, combat stress, depression, anxiety, stressor, stressor statement, 0781, in service event, traumatic event, sexual assault, assaulted, raped, rape, sexually, harassed, never reported, write out what happened, what happened to me, event that caused, form about the event, paper about the event, about the event, events with dates, dates and places, write out the events, tell them what happened, how do i tell them what happened, mortar attack, mortar attacks, the convoy, the exact dates of, dates and unit names, write it all out, in my own words or, what happened to me in, describe the events, events that bother him, events that bother me, events that bother her, stressful thing, stressful event, the stressful, describe the stressful, took rockets, rocket attacks, took mortars",
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
    unless:
      "board hearing, request a hearing, hearing with, hearing before, video hearing, virtual hearing, hearing date",
    medium: "@ears",
    weak: "noise, loud",
  },
  {
    topic: "readinessAndEmployment",
    strong:
      "gi bill is gone, gi bill gone, used up my gi bill, used up all my gi bill, ran out of gi bill, gi bill ran out, out of gi bill, learn something new, learn something else, new line of work, learn a new skill, voc rehab, vocational rehab, vocational rehabilitation, vre, chapter 31, business, veteran readiness, readiness and employment, own business, start a business, my own business, self employment, self employed, small business, start my own, open my own, own shop, own store, own company, train for something else, do something else, different kind of work, different line of work, different job, another career, another line of work, entrepreneur, learn a new trade, new trade, new career, retraining, retrain, 28 1900, 281900, voc rehab counselor, vre counselor, rehab counselor, helps vets find a job, help vets find a job, find a job and plan, dont know what work to do, doesnt know what work to do, vocational counselor, vocational rehab counselor, vrc",
    together: [
      ["work", "disabled"],
      ["work", "mental"],
      ["usedUp", "giBill"],
      ["otherWay", "giBill"],
      // Cannot do the old work, and asks about school: training for new work.
      ["cantWork", "school"],
    ],
    medium: "@work",
  },
  {
    topic: "intentToFile",
    together: [["keep", "date"]],
    strong:
      "intent, intent thing, intent to file, itf, 0966, effective date, hold my date, save my date, start date, hold my place, save my place, keep my place, hold my spot, save my spot, keep my spot, lock in my, in tent to file, itf runs out, itf expire, itf expires, does the itf expire, start the clock, start my clock, get the clock started, finish the rest later, finish the rest next month, save his spot, save my spot, save her spot, save your spot, hold his spot, hold my spot, hold her spot, save his place, save my place, put in an intent, an intent so, so the date counts, the date counts from, date counts from now, counts from now, clock starts, starts the clock, tell them im gonna file, tell em im gonna file, tell them im going to file, hold his place, hold her place, to hold his place, placeholder, placeholder form",
    medium: "intent, intend to file, intend to submit, lock in, back pay, backpay, deadline, time limit, too late",
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
      "saw it happen, saw me fall, saw me get hurt, saying he saw, saying she saw, saying they saw, send something in saying, write something saying, buddy statement, buddy letter, lay statement, witness statement, lay witness, statement in support, 4138, 10210, character letter, their words, know how i was before, knew me before and after, how i was before and after, back up his story, back up her story, back up his claim, back up her claim, back his story up, back her story up, back up what he, back up what she, put that down on paper, put it down on paper, how he was before, how she was before, how he was when he came home, how she was when she came home, what he was like before, what she was like before, his word, her word, their word, word count as evidence, word count, remembers it, remembers it happening, shipmate remembers, buddy remembers, family to tell how bad, tell how bad his condition is, notebook paper, how bad his condition is day to day, what i see at home, tell va what i see, what ive seen at home, what i see every day, write to the va for him, write to the va for her, can his momma do it, vouch for me, vouch for him, vouch for her, back up your claim in writing, back up my claim in writing",
    medium:
      "back up my, back me up, corroborate, buddy, statement, witness, testimony, letter from, write a letter, write something, write up, vouch, squad leader, platoon, sergeant, wife wants to write, write about",
    weak: "served with",
  },
  {
    topic: "increase",
    together: [
      ["worse", "percent"],
      ["worse", "ratingNumber"],
      ["worse", "decision"],
    ],
    strong: "increase, higher rating, raise my rating, rating increase, getting worse, gotten worse, got worse",
    medium: "worse, worsened, reevaluation, re evaluation",
    weak: "rating, bump, percent, higher, more",
  },
  {
    topic: "homeLoan",
    // About to lose the house one has is a housing emergency, not a new loan.
    unless:
      "lose the house, lose my house, lose our house, months behind on the mortgage, behind on the mortgage, behind on my mortgage",
    strong:
      "funding fee, home loan, mortgage, coe, certificate of eligibility, 1880, buy a house, buy a home, buying a house, refinance, down payment, va loan, paper showing im eligible, paper from the va showing, showing im eligible, proof im eligible, proof of eligibility, proof that im eligible, eligibility certificate, va eligibility certificate, loan officer says, before we can close, before closing, to close on, native american direct loan, nadl, started with the va loan, gets started with the va loan, paper she needs from the va",
    medium: "house, lender",
    weak: "home, loan",
  },
  {
    topic: "education",
    unless: "dea, chapter 35, chap 35, ch 35",
    strong:
      "commercial drivers license, montgomery, montgomery gi bill, gi bill, gibill, post911, chapter 33, education, college, tuition, university, trade school, apprenticeship, 1990, go back to school, mgib, use whats left, whats left myself, use the rest myself, rest of my gi bill, g i bill, school benefits, my school benefits, used my school benefits, use my school benefits, nursing school, nursing program, for the nursing, housing allowance if i go, how many i got left, how many months i got left, how many months left, months do i have left",
    medium:
      "expire, expired, expires, expiration, school, training, degree, vocational, certification, classes, montgomery, welding, cdl, trade, trade skills, plumbing, electrician, licensing, certificate",
  },
  {
    topic: "healthCare",
    // Medicare's Part B is Medicare's question, not VA enrollment.
    unless: "part b, medicare part",
    strong:
      "get va care, couldnt get va care, va care, qualify for va care, eligible for va care, help with prescriptions, help with my prescriptions, help with medications, help with my medications, afford my medications, afford my meds, afford my prescriptions, get in the system, into the va system, in the va system, never went to the va, never used the va, never been to the va, sign up for va, signed up with the va, get signed up, get enrolled, health care, healthcare, 1010ez, 10ez, medical care, va hospital, health benefits, primary care, va medical, get seen at the va, get seen at va, seen at the va, be seen at the va, get care at the va, get care at va, enroll in both, use va for my, use both tricare and va, tricare and va, get my pills through the va, pills through the va, prescriptions through the va, meds through the va, medications through the va, never got hurt, for his doctoring, for my doctoring, go to the va for, lost his insurance, lost my insurance, too young for medicare, too young yet for medicare, never once been to the va, start going to the clinic, start goin to the clinic, start going to the va, start using the va, priority group, priority groups, any care at the va, get any care at, care at the va clinic, pay copays if i sign up",
    medium:
      "womens health, mammogram, mammograms, gynecologist, pap smear, prenatal, maternity, enroll, enrollment, doctor, hospital, clinic, prescriptions, health insurance, medical, meds, medication, medications, pharmacy, dental, dentist",
    // VA's own care asked about without a rating: enrollment, not a claim's wait.
    together: [["vaCare", "notRated"]],
  },
  {
    topic: "documents",
    unless: "are you recording, recording this, is this recorded",
    strong:
      "records together, get my records together, paperwork together, papers together, documents together, documents, document, dd214, medical records, service records, service treatment records, discharge papers, checklist",
    medium: "paperwork, records, gather, evidence, what do i need, papers, proof",
    weak: "prepare",
  },
  {
    topic: "cost",
    unless:
      "fishing license, hunting license, license plate, park pass, state park, help with that cost, help with the cost, help with the costs, help with those costs, cover the cost, cover that cost, pay the cost, cost of the funeral, funeral cost, funeral costs, wants to charge me, charge me to help with my claim, a guy wants to charge, someone wants to charge",
    strong:
      "cost, fee, pay you, commission, how much do you, how much does it, expensive, pay for your, price, no cost, pay for this, have to pay, cost me, charge me, do you charge, is this free, is it free, free service",
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
    // A meeting with VR&E's counselor is VR&E, not this service's consultation.
    unless: "vocational counselor, voc rehab counselor, vocational rehab counselor",
    strong: "consultation, consult, appointment, one on one, free consultation",
    medium: "schedule, meeting, meet, sign up, help me file, review my, look at my",
  },
  {
    // Whether what one types is private, kept or seen by VA (round 18: three writers in two languages).
    topic: "privacy",
    together: [
      ["thisChat", "dataUse"],
      ["myData", "dataUse"],
    ],
    strong:
      "who sees this chat, who can see this chat, see this chat, read this chat, share my info, share my information, sell my info, sell my information, give my info, give my information, delete what i wrote, delete what i typed, delete what i write, delete my chat, delete this chat, delete my messages, delete the chat, erase what i, erase my chat, safe to put my, in this chat safe, is this chat private, who sees what i type, who sees what i write, who reads this, who can see this, is this private, is this confidential, chat private, chat confidential, is this chat recorded, do you save what i type, do you keep what i type, does the va see, will the va see, will what i type, go to the va, privacy, private, confidential, safe to type, safe to put my social, safe to share my information, safe to share my info, safe to give my social, social security number in here, ssn in here, my ssn here, keep what i write, keep what i type, what i write here, what i type here, anything i type, going to be saved, be saved or shared, shared with anybody, shared with anyone, somebody else see, someone else see, anyone else see, see my questions, see what i write, will that go in my va file, will this go in my va file, tell you about my health, my business out there, public computer, church computer, library computer, shared computer, who can see what i write, who can see what i type, who can see my messages, who can read this, who can read my messages, who can read what i write, find out im asking, finding out im asking, save my messages, keep my messages, store my messages, save what i write, do you save, do you keep my, do you store, are my messages saved, is this saved, saved anywhere, stored anywhere, if i tell you my medical, tell you my medical stuff, will it be used against me, be used against my claim, who reads what i type, who reads what i write, will anybody else see, anybody else see, anyone else see, will anyone see, are you recording, recording this, is this recorded, does it go in my file, go in my file, will it save my information, save my information, save my info, if i tell about, if i tell you about, if i write about, who can read these messages, who can read these, who reads these messages, read these messages, sending this chat, send this chat to, see these messages, what do you do with what we write, what we write in this chat, what i write in this chat, do you sell, sell peoples information, sell my phone number, sell my number, putting her information online, putting my information online, what do you do with what i write, what do you do with what i type, what do you do with my messages, social in here, put my social, typed my social, by mistake what happens, by accident what happens, kept private, stay private, stays private, is what i tell you, what i tell you, what i tell this chat, see what i tell, my po see, parole officer see, probation officer see, share what i type, share what i write, keep these chats, keep the chats, keep my chats, keep these messages, get mine deleted, chats deleted, chat deleted, my chat deleted, record my name, keep my name, keep my phone number, his information go, her information go, my information go, train the computer, train your ai, train the ai, information go anywhere, info go anywhere, i say here get sent, i type here get sent, say here go to the va, share what i tell you, share this with the va, tell the va what i say, pass what i tell you, yalls outfit can read, what do yall do with my info, read what i write, do with my info, what i type in here, what i typed in here, see what i asked, what i asked on here, with my info, chat get shared, shared with the va, this chat get shared, get shared with",
    unless:
      "private doctor, private doctors, private hospital, private records, private practice, private insurance, private school, private sector, private company, private lender, private stone, private cemetery, go to the va for, go to the va doctor, go to the va hospital, go to the va clinic",
  },
  {
    topic: "whoWeAre",
    unless: "qtc, optum, ves, lhi, psi, contract examiner",
    strong:
      "who are you, who is this, who runs, who is behind, are you the va, is this the va, are you va, affiliated, part of the va, legit, scam, veteran led, what do you do, government website, official va, is this the same as, the same as the, or separate, are you the same as, separate from the, are yall the va, are y all the va, or something different, do you work for a law firm, work for a law firm, are you a law firm, are you lawyers, nonprofit, non profit, not for profit, the actual va, a different company",
    together: [["identity", "va"]],
    medium: "about you, government, what is this, bot, official",
    weak: "are you a",
  },
  {
    topic: "vaPhone",
    unless: "clock starts, start my clock, start the clock, starts the clock",
    strong:
      "va phone, va number, va phone number, number for va, number for the va, phone number for va, phone number for the va, phone for va, call va, call the va, calling the va, va hotline, hotline, va call center, call center, va benefits line, benefits hotline, women veterans call center, line for women veterans, for women veterans, women veterans line, myva411, va411, 800 number, 1 800 number, toll free, number she can call, number he can call, number i can call, somebody at va, someone at va, who do i call about, gi bill hotline, gi bill number, gi bill phone, education call center, real person at the va, person at the va, somebody at the va, someone at the va, who do i call at va, who do i call at the va, a different number for, different number for, another number for, separate number for, is there a number for, other number for, phone number for the gi bill, number for the gi bill, gi bill people, phone for the gi bill, main number, the main number, main va number, runaround, one number sends me, what number should, which number should, getting transferred, transferred around, keeps getting transferred, which number do i call for, which number to call for, the number for the education, education people, number for the va pharmacy, va pharmacy number, pharmacy number, number do i call for my pill, pill refills at the va, open on saturdays to call, open on saturday to call, what number do i call about, what number do i call for, phone number for the pharmacy, number for the pharmacy, keeps transferring me, transferring me around, the regular one keeps, get a real person at va, real person at va, the robot keeps hanging up, hours for the va benefits hotline, va hotline hours, number is for, which number do i call, number do i call about, number to call about, phone number for education, number for education, number for gi bill, pharmacy refill, been on hold, on hold for, actual person at va, live person at va, get the machine, keep getting the machine, just get the machine, i keep calling, keep calling the va, sit on hold, real live person, i call and call, person on the phone at va, number for gi bill questions, what number do i call to report, number do i call to report, va phones, phones open, phone lines open, what time do the va",
    together: [
      ["dial", "vaWord"],
      ["dial", "benefitsWord"],
      ["dial", "health"],
      ["dial", "women"],
      ["reportDeath", "death"],
    ],
    medium: "another number, other number, different number, better number, interpreter, tty",
  },
  {
    topic: "contact",
    strong:
      "your phone, your number, call you, email you, your email, contact you, reach you, talk to a person, talk to someone, talk to somebody, real person, talk to the counselor, speak to the counselor, reach the counselor, contact the counselor, email",
    medium: "phone, phone number, contact, @reach",
    weak: "number",
    // Someone without a home who asks whom to call gets the homeless line.
    unless: "@housingLoss, main number, runaround, main va number, one number sends me",
  },
  {
    topic: "representative",
    strong:
      "service officer, county service officer, veterans service officer, cvso, help me fight the va, fight the va for, represent me, represent him, represent her, who can represent, someone to represent, 21 22, 21 22a, form 21 22, representative, vso, veterans service organization, lawyer, attorney, claims agent, american legion, vfw, power of attorney, dav, 2122, 2122a, appoint, appointment of, change my rep, switch my rep, new rep, drop my rep, accredited representative, accredited, accreditation, @claimSeller, back pay fee, takes a cut, percent of my back pay, part of my back pay, cut of my back pay, piece of my back pay, wants a cut, is he legit, is she legit, is this guy legit, he can get me, she can get me, poa form, poa, rep who can come out, someone who can come out to him, claim agent, claims agents, agent is legit, agent legit, lawyer is legit, vso is legit, accredited or not, wants to charge me, charge me to help with my claim, charge me to help, to help with my claim is he legit, a lawyer called, an attorney called, of my back pay to, check him out, check them out, check out a lawyer, check out an attorney, is this lawyer legit, is that lawyer legit, current rep, switch reps, change reps, different rep",
    // A company selling claim help, asked whether it is legit.
    together: [["claimSeller", "trust"]],
    medium: "rep",
    unless: "divorce, custody, criminal, dui, traffic ticket, estate, will and trust, bankruptcy, immigration",
  },
  {
    topic: "findForms",
    strong: "find a form, find a va form, form finder, where do i find a form",
    medium: "which form, what form, pdf",
    weak: "form",
  },
  {
    topic: "disabilityClaim",
    strong:
      "overcompensating, overcompensate, favoring my, from favoring, from limping, limping on, get that rated, get it rated, get rated for, get a rating for, how do i even start, how do i start, where do i start, never put in, never filed, never applied, never claimed, put in for, first step, secondary, secondary condition, secondary to, coming from my, caused by my, add it onto, add it on, add onto, onto what i already get, on top of what i already get, on top of my rating, new condition, add a condition, apply for disability, service connected, service connection, disability claim, file a claim, start a claim, how does he start, how does she start, how do we start, how would he start, how would i start, how do i get started, how does he get started, how does she get started, never got a dime, never got a penny, never got anything for it, never been paid for it, might be tied to, could be tied to, is tied to his, tied to his ptsd, tied to my ptsd, add that on to, add it on to, claim that off, claim it off, off the back injury, off my back injury, added on since its from, since its from the knee, since its from my knee, walking crooked, been walking crooked, added on as part of, file it separate, come on after my, too late to file for it, where do i even begin, coming from the back, coming from his back, coming from her back, caused by the, caused by his, caused by her, from the sugar, to be claimed too, be claimed too",
    together: [
      ["body", "service"],
      ["body", "paid"],
      ["body", "fileFor"],
    ],
    medium:
      "disability, compensation, claim, va claim, pain, in service, from service, do first, need to do first, still file",
    weak: "injury, injured, condition",
    // A death in the story: the survivor's compensation (DIC), a dependent to remove, or a stressor; never a new claim.
    unless: "@otherProgram, @death, burial, bury, buried, funeral, headstone, cemetery",
  },
];
