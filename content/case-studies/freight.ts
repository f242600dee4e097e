import { workScreens as s } from "@/content/work-screens";
import type { CaseStudyWrite } from "@/lib/work/types";
import { demoBase, screenCover, screenImage } from "./shared";

export const freightStudy: CaseStudyWrite = {
  ...demoBase,
  title: "A live operations dashboard for 240 trucks and seven depots",
  client: "Halden Freight",
  summary:
    "Dispatchers planned the day from a spreadsheet exported at 02:00. Now every truck's last scan is on screen within a minute, and late deliveries are caught while they can still be saved.",
  categories: ["web-development", "enterprise-solutions"],
  services: ["custom-dashboards", "web-development"],
  challengeMarkdown: `Halden Freight runs 240 trucks out of seven depots in Yorkshire, delivering for builders' merchants, pharmacies and garden centres. Every scan from a driver's handset landed in the warehouse system, but dispatchers only saw it the next morning, in a spreadsheet exported at 02:00 and emailed to each depot.

So the day's decisions used yesterday's numbers. A truck stuck at a locked yard showed up as a complaint two hours later. Each depot kept its own copy of the spreadsheet with its own formulas, and the Monday operations call started with twenty minutes of working out whose numbers were right.

Two earlier attempts at a BI dashboard had stalled: they refreshed hourly, needed a licence per viewer, and nobody on the depot floor opened them.`,
  approachMarkdown: `We spent the first week on the floor at Doncaster, the busiest depot, watching how dispatchers actually worked. They did not need more charts: they needed to know which truck to call next.

So we built the exceptions queue first. Scans stream from the warehouse system's change feed into **PostgreSQL**; a rule engine flags a truck with no scan for 30 minutes, a missed delivery slot or a late departure, and each flag becomes a ticket with an owner. The overview dashboard came second, built on the same tables, so the two never disagree.

We shipped in two-week slices, each one used by a real depot before the next began: Doncaster in week 4, all seven by week 12. Every slice ended with the dispatchers telling us what to cut.

### Timeline

- **Weeks 1–2:** discovery at the Doncaster depot, the scan feed mapped, the first exception rules agreed.
- **Weeks 3–6:** the exceptions queue, live at Doncaster in week 4.
- **Weeks 7–10:** the overview dashboard and truck routes; Hull, Leeds and York switched over.
- **Weeks 11–12:** the last three depots; the nightly export switched off.

### Team

A product designer, two full-stack engineers, a data engineer for the scan feed, and a delivery lead who ran the fortnightly depot reviews.`,
  outcomeMarkdown: `Dispatchers now see every truck within a minute of its last scan, and the exceptions queue is the first screen each depot opens in the morning. Late deliveries are caught while the customer can still be called: on-time delivery went from 92.1 % to 96.2 % in the eight weeks after the last depot switched over.

The nightly export was switched off in week 12, and with it the spreadsheets. The Monday call now starts from the same dashboard at every depot.

Halden's own developer now adds exception rules without us; the last two (a gate code missing, a parcel refused) were theirs.`,
  results: [
    { label: "Age of the data on screen", value: "< 1 min" },
    { label: "Delivered on time", value: "96.2 %" },
    { label: "Nightly exports", value: "0" },
    { label: "Depots live", value: "7 of 7" },
  ],
  technologies: ["Next.js", "TypeScript", "PostgreSQL", "Debezium", "Tailwind CSS"],
  ...screenCover(s.freightDashboard),
  gallery: [s.freightDashboard, s.freightExceptions, s.freightRoute].map(screenImage),
  featured: true,
  sortOrder: 1,
  testimonialQuote:
    "We stopped arguing about whose spreadsheet was right. The Monday call used to start with twenty minutes of reconciling numbers; now it starts with the three trucks that need help.",
  testimonialName: "Priya Raman",
  testimonialRole: "Head of Operations, Halden Freight",
};
