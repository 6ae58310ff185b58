/**
 * The rest of the benefits map (issue 20, item 1) in English: pension, special claims, family
 * health care, education for families, burial and memorials, VA's own phone lines and help for
 * homeless veterans. Written like the topics in knowledge-base.ts (a direct first sentence, the
 * steps, the form, the official page); every address and number comes from facts/.
 */
import * as VA_LINKS from "../../../facts/va-links";
import { VA_PHONES } from "../../../facts/va-phones";
import type { AnswerParts } from "./answer";

export type MapTopicId =
  | "privateRecords"
  | "unemployability"
  | "dependents"
  | "autoAllowance"
  | "clothingAllowance"
  | "ratings"
  | "pension"
  | "aidAttendance"
  | "survivorsPension"
  | "champva"
  | "caregivers"
  | "giBillTransfer"
  | "dependentsEducation"
  | "burial"
  | "headstones"
  | "preNeed"
  | "vaPhone"
  | "homeless";

type MapTopic = { id: MapTopicId; title: string; parts: AnswerParts; handoff?: boolean };

/** The map's topics, in English; `handoff` ends the answer with the phone and the consultation. */
export function mapTopics(handoffLine: string): readonly (MapTopic & { parts: AnswerParts })[] {
  const topics: MapTopic[] = [
    {
      id: "privateRecords",
      title: "Private medical records (VA Forms 21-4142 and 21-4142a)",
      parts: {
        direct:
          "You don't have to fetch private doctors' or hospital records yourself: VA Forms 21-4142 and 21-4142a let VA request them for your claim.",
        steps: [
          "List each private doctor, clinic or hospital on VA Form 21-4142a, with the dates you were treated.",
          "Sign the authorization, VA Form 21-4142, so they may release the records to VA.",
          "Submit both online, or upload records you already have with your claim to save time.",
        ],
        links: [
          ["Release private records (VA Form 21-4142) online", VA_LINKS.privateRecordsOnline],
          ["VA Form 21-4142a", VA_LINKS.privateRecordsFormPageA],
        ],
      },
      handoff: true,
    },
    {
      id: "unemployability",
      title: "Individual Unemployability (VA Form 21-8940)",
      parts: {
        direct:
          "Individual Unemployability (IU, or TDIU) pays you at the 100% rate when your service-connected disabilities keep you from holding a steady job; you apply with VA Form 21-8940.",
        steps: [
          "Check the ratings rule: one service-connected disability rated at least 60%, or two or more with one at least 40% and a combined rating of at least 70%.",
          "Gather your work history and what your doctors say about why you cannot work.",
          "File VA Form 21-8940 online. Ask VA or a representative before taking work, since only some work is allowed.",
        ],
        links: [
          ["Individual Unemployability (VA Form 21-8940) online", VA_LINKS.unemployabilityOnline],
          ["Who qualifies", VA_LINKS.unemployability],
        ],
      },
      handoff: true,
    },
    {
      id: "dependents",
      title: "Adding or removing a dependent (VA Form 21-686c)",
      parts: {
        direct:
          "You add or remove a spouse, child or dependent parent on your disability compensation with VA Form 21-686c; you need a combined rating of at least 30% to be paid for a dependent.",
        steps: [
          "Don't type your family's Social Security numbers here; VA's form asks for them, with the date and place of each marriage, birth, divorce or death.",
          "File online: the form covers VA Forms 21-686c and 21-674 (a child 18 or older in school).",
          "Tell VA about a divorce or a death too, so you are not overpaid.",
        ],
        links: [
          ["Add or remove dependents (VA Form 21-686c) online", VA_LINKS.dependentsOnline],
          ["Manage your dependents", VA_LINKS.manageDependents],
        ],
      },
    },
    {
      id: "autoAllowance",
      title: "Automobile allowance and adaptive equipment (VA Form 21-4502)",
      parts: {
        direct:
          "VA can help pay for a car or van, and for adaptive equipment, when a service-connected disability qualifies; you apply with VA Form 21-4502 and must get approval before you buy.",
        steps: [
          "Read who qualifies on the automobile allowance page.",
          "File VA Form 21-4502 and wait for VA's approval.",
          "Then buy the vehicle or equipment as VA's approval explains.",
        ],
        links: [
          ["Automobile allowance and adaptive equipment", VA_LINKS.automobileAllowance],
          ["VA Form 21-4502", VA_LINKS.automobileAllowanceFormPage],
        ],
      },
      handoff: true,
    },
    {
      id: "clothingAllowance",
      title: "Clothing allowance (VA Form 10-8678)",
      parts: {
        direct:
          "VA pays a yearly clothing allowance when a prosthetic or orthopedic device, or a medicine for a skin condition, damages your clothes and the need for it is service-connected; you apply with VA Form 10-8678.",
        steps: [
          "Get VA Form 10-8678 from VA's form finder (search 10-8678).",
          "Give it to the prosthetics office at your VA medical center.",
          "Ask there about the yearly deadline and whether you can claim for more than one item.",
        ],
        links: [["Find VA Form 10-8678", VA_LINKS.findForms]],
      },
      handoff: true,
    },
    {
      id: "ratings",
      title: "How VA disability ratings work",
      parts: {
        direct:
          "VA rates each service-connected condition by how much it affects your health and your ability to work, then combines the ratings with its own table, so they don't simply add up (50% and 30% combine to 70%, not 80%).",
        steps: [
          "Each condition gets a rating from VA's rating schedule, based on your medical evidence and the claim exam.",
          "VA combines the ratings and rounds to the nearest 10%.",
          "The monthly payment for the combined rating is in VA's current rate table; it changes every 1 December.",
        ],
        links: [
          ["About disability ratings", VA_LINKS.aboutDisabilityRatings],
          ["Current compensation rates", VA_LINKS.compensationRates],
        ],
      },
      handoff: true,
    },
    {
      id: "pension",
      title: "Veterans Pension (VA Form 21P-527EZ)",
      parts: {
        direct:
          "Veterans Pension is a monthly payment for wartime veterans with limited income and net worth who are 65 or older, or have a permanent and total disability, live in a nursing home for long-term care, or get Social Security disability benefits. It is not limited to service-connected conditions, and you apply with VA Form 21P-527EZ.",
        steps: [
          "Check the service, age or disability, and income rules on the eligibility page.",
          "Gather income, assets and medical expenses: they count.",
          "Apply online with VA Form 21P-527EZ.",
        ],
        links: [
          ["Veterans Pension eligibility", VA_LINKS.pensionEligibility],
          ["Apply for Veterans Pension (VA Form 21P-527EZ)", VA_LINKS.pensionOnline],
        ],
      },
      handoff: true,
    },
    {
      id: "aidAttendance",
      title: "Aid and Attendance and Housebound (VA Form 21-2680)",
      parts: {
        direct:
          "Aid and Attendance and Housebound are extra monthly amounts added to a VA pension for someone who needs help with daily activities, such as bathing or dressing, or who is mostly stuck at home; a doctor fills out VA Form 21-2680.",
        steps: [
          "Have a doctor complete VA Form 21-2680 about the daily help needed.",
          "Send it with the pension application, or on its own if a pension is already paid.",
          "Include the costs of care, such as a nursing home or home aide.",
        ],
        links: [
          ["Aid and Attendance and Housebound", VA_LINKS.aidAttendance],
          ["VA Form 21-2680 online", VA_LINKS.aidAttendanceOnline],
        ],
      },
      handoff: true,
    },
    {
      id: "survivorsPension",
      title: "Survivors Pension (VA Form 21P-534EZ)",
      parts: {
        direct:
          "Survivors Pension is a monthly payment for a low-income surviving spouse or unmarried child of a wartime veteran, even when the death was not related to service; you apply with VA Form 21P-534EZ.",
        steps: [
          "Check who qualifies on the Survivors Pension page.",
          "Gather the death certificate, the veteran's DD214, and your income and assets.",
          "Apply with VA Form 21P-534EZ, the same form as for DIC and accrued benefits.",
        ],
        links: [
          ["Survivors Pension", VA_LINKS.survivorsPension],
          ["Apply (VA Form 21P-534EZ) online", VA_LINKS.survivorsOnline],
        ],
      },
      handoff: true,
    },
    {
      id: "champva",
      title: "CHAMPVA health coverage for families (VA Form 10-10d)",
      parts: {
        direct:
          "CHAMPVA is health coverage for the spouse or child of a veteran rated permanently and totally disabled by a service-connected disability, or the surviving spouse or child of a veteran who died of one or was so rated, when they don't qualify for TRICARE; you apply with VA Form 10-10d.",
        steps: [
          "Check who qualifies on the CHAMPVA page.",
          "Apply online with VA Form 10-10d, with any other health insurance information.",
          "Keep your other insurance details handy for claims.",
        ],
        links: [
          ["CHAMPVA", VA_LINKS.champva],
          ["Apply for CHAMPVA (VA Form 10-10d)", VA_LINKS.champvaOnline],
        ],
      },
    },
    {
      id: "caregivers",
      title: "Family caregivers (VA Form 10-10CG)",
      parts: {
        direct: `VA's Program of Comprehensive Assistance for Family Caregivers can give a family caregiver training, support and a monthly stipend when the veteran has a disability rating of 70% or more and needs personal care; you apply together with VA Form 10-10CG.`,
        steps: [
          "Check who qualifies on the family caregivers page.",
          "The veteran and the caregiver apply together with VA Form 10-10CG.",
          `For questions, call the VA Caregiver Support Line at ${VA_PHONES.caregiverSupport.text}.`,
        ],
        links: [
          ["Family caregivers program", VA_LINKS.familyCaregivers],
          ["Apply (VA Form 10-10CG) online", VA_LINKS.familyCaregiversOnline],
        ],
      },
    },
    {
      id: "giBillTransfer",
      title: "Transferring the Post-9/11 GI Bill to family (VA Form 22-1990e)",
      parts: {
        direct:
          "You transfer Post-9/11 GI Bill benefits to a spouse or child through the Department of Defense (milConnect) while you are still serving, not through VA; the family member then uses them with VA Form 22-1990e.",
        steps: [
          "While on active duty or in the Selected Reserve, request the transfer in milConnect.",
          "Once it is approved, the spouse or child applies with VA Form 22-1990e.",
          "The transfer page explains the service commitment.",
        ],
        links: [
          ["Transfer Post-9/11 GI Bill benefits", VA_LINKS.giBillTransfer],
          ["Use transferred benefits (VA Form 22-1990e)", VA_LINKS.giBillTransferredOnline],
        ],
      },
    },
    {
      id: "dependentsEducation",
      title: "Survivors' and Dependents' Educational Assistance (DEA, Chapter 35; VA Form 22-5490)",
      parts: {
        direct:
          "DEA (Chapter 35) helps pay for school or training for the child or spouse of a veteran who died from a service-connected cause or is permanently and totally disabled by one; they apply with VA Form 22-5490.",
        steps: [
          "Check who qualifies and the age and time limits on the DEA page.",
          "Apply online with VA Form 22-5490.",
          "Give the school the decision VA sends.",
        ],
        links: [
          ["DEA (Chapter 35)", VA_LINKS.dependentsEducation],
          ["Apply (VA Form 22-5490)", VA_LINKS.dependentsEducationOnline],
        ],
      },
    },
    {
      id: "burial",
      title: "Burial allowance and transportation (VA Form 21P-530EZ)",
      parts: {
        direct:
          "I'm sorry for your loss. VA can help pay for a veteran's burial, funeral and transportation costs; the family applies with VA Form 21P-530EZ.",
        steps: [
          "Read what VA pays and who can apply on the burial allowance page.",
          "Gather the death certificate, the veteran's DD214 and the funeral and transportation receipts.",
          "Apply online with VA Form 21P-530EZ.",
        ],
        links: [
          ["Burial allowance", VA_LINKS.burialAllowance],
          ["Apply (VA Form 21P-530EZ) online", VA_LINKS.burialAllowanceOnline],
        ],
      },
      handoff: true,
    },
    {
      id: "headstones",
      title: "Headstones, markers and medallions (VA Forms 40-1330 and 40-1330M)",
      parts: {
        direct:
          "VA provides a headstone, grave marker or medallion for an eligible veteran's grave, even in a private cemetery; you ask with VA Form 40-1330 (40-1330M for a medallion).",
        steps: [
          "Check what VA provides on the headstones page.",
          "Fill out VA Form 40-1330 or 40-1330M with the veteran's discharge papers.",
          "Send it as the page explains.",
        ],
        links: [["Headstones, markers and medallions", VA_LINKS.headstones]],
      },
    },
    {
      id: "preNeed",
      title: "Pre-need eligibility for burial in a VA national cemetery (VA Form 40-10007)",
      parts: {
        direct:
          "You can find out now whether you (and your spouse) can be buried in a VA national cemetery with a pre-need eligibility decision, VA Form 40-10007.",
        steps: [
          "Apply online with VA Form 40-10007, with your discharge papers.",
          "Keep VA's decision letter with your important papers and tell your family.",
        ],
        links: [
          ["Pre-need eligibility", VA_LINKS.preNeed],
          ["Apply (VA Form 40-10007) online", VA_LINKS.preNeedOnline],
        ],
      },
    },
    {
      id: "vaPhone",
      title: "VA's own phone lines",
      parts: {
        direct: `For VA benefits, call VA at ${VA_PHONES.benefits.text} (TTY: 711).`,
        steps: [
          `VA health care: ${VA_PHONES.healthCare.text}.`,
          `MyVA411, VA's main information line: ${VA_PHONES.myVa411.text} (TTY: 711); press 0 and ask for a Spanish interpreter, any time.`,
          `Homeless or about to be: ${VA_PHONES.homeless.text}.`,
        ],
        links: [["VA's help page in Spanish", VA_LINKS.spanishHelp]],
      },
    },
    {
      id: "homeless",
      title: "Help for homeless veterans",
      parts: {
        direct: `If you are homeless or about to lose your home, call the National Call Center for Homeless Veterans at ${VA_PHONES.homeless.text} (877-4AID-VET).`,
        steps: [
          "Tell them where you are: they connect you with the nearest VA help for housing, health care and food.",
          "A family member or friend can call for you too.",
          "In an emergency, call 911.",
        ],
        links: [],
      },
    },
  ];
  return topics.map((t) => (t.handoff ? { ...t, parts: { ...t.parts, closing: handoffLine } } : t));
}
