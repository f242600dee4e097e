import { workScreens as s } from "@/content/work-screens";
import type { CaseStudyWrite } from "@/lib/work/types";
import { demoBase, screenCover, screenImage } from "./shared";

export const clinicStudy: CaseStudyWrite = {
  ...demoBase,
  title: "Booking, reminders and check-in in one app for a network of 11 clinics",
  client: "Meadowbank Clinics",
  summary:
    "Patients could only book by phone, 08:00 to 18:00, and one in five booked appointments was missed. A patient app moved booking to the evening and cut missed appointments by 38 %.",
  categories: ["mobile-development"],
  services: ["app-development"],
  challengeMarkdown: `Meadowbank runs 11 GP and physiotherapy clinics. Every appointment was booked by phone, and the phone lines opened at 08:00: by 08:20 the day's slots were gone and the queue was forty callers long. Patients who worked days could not call at all.

One booked appointment in five was missed. Reminders were sent by hand, when reception had time, which was never on a Monday. And at the desk, every arriving patient was checked in by a receptionist who should have been answering the phone.

The clinics' calendar system was staying: it held ten years of bookings and fed the practice's clinical records. Whatever we built had to write into it, not replace it.`,
  approachMarkdown: `We started by sitting at reception at two clinics for a week and sorting 600 calls by what the patient wanted. Two thirds were "book", "move" or "cancel": the app's first release did only those three things, well.

The app is **React Native**, one code base for iOS and Android, backed by a small **Node.js** service that talks to the calendar system's API and holds nothing the calendar does not. Free times come from the calendar live, so the app and the phone line never sell the same slot twice. Reminders go by text and notification, at times the patient chooses. The QR check-in came in the second release, once the kiosks were installed.

Accessibility was a requirement, not a phase: large type, screen readers and switch control were tested with patients from the clinics' own user panel before each release.

### Timeline

- **Weeks 1–3:** call sorting at two clinics, the calendar API mapped, booking flows tested on paper.
- **Weeks 4–10:** book, move and cancel; a pilot at the Station Road clinic from week 8.
- **Weeks 11–14:** reminders, all 11 clinics, both app stores.
- **Weeks 15–18:** QR check-in at the kiosks; the waiting-room queue on the phone.

### Team

A product designer, two mobile engineers, a back-end engineer, a QA engineer for devices and accessibility, and a delivery lead.`,
  outcomeMarkdown: `Six months after launch, 61 % of bookings are made outside office hours, most of them between 19:00 and 23:00. The 08:00 queue is down to a handful of callers, mostly people who prefer the phone, and they get through.

Missed appointments fell by 38 %, almost all of it from reminders the patient chose themselves. Reception now checks in only the patients who want to talk to someone; the rest scan their code at the kiosk.

The app holds a 4.8 rating on both stores, and the clinics' own team now ships the small changes.`,
  results: [
    { label: "Missed appointments", value: "−38 %" },
    { label: "Bookings made after hours", value: "61 %" },
    { label: "Callers waiting at 08:00", value: "−82 %" },
    { label: "App store rating", value: "4.8" },
  ],
  technologies: ["React Native", "TypeScript", "Node.js", "PostgreSQL", "Expo"],
  ...screenCover(s.clinicSlots),
  gallery: [s.clinicSlots, s.clinicConfirmed, s.clinicCheckIn].map(screenImage),
  featured: true,
  sortOrder: 2,
  testimonialQuote:
    "The phones used to ring off the hook at eight. Now most patients book the night before, from the sofa, and our receptionists have time for the people in front of them.",
  testimonialName: "Tomás Ortega",
  testimonialRole: "Operations Manager, Meadowbank Clinics",
};
