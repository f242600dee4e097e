import { workScreens as s } from "@/content/work-screens";
import type { CaseStudyWrite } from "@/lib/work/types";
import { demoBase, screenCover, screenImage } from "./shared";

export const stockStudy: CaseStudyWrite = {
  ...demoBase,
  title: "Shelfwise: a stock planner that 140 independent shops pay for",
  client: "Ashgrove Independent Retailers",
  summary:
    "Independent shops reordered by feel and ran out of best-sellers every weekend. A multi-tenant planner that forecasts from each shop's own till history cut weekend stock-outs by 47 %.",
  categories: ["saas-solutions", "web-development"],
  services: ["saas-solutions", "web-development"],
  challengeMarkdown: `Ashgrove is a buying co-operative of independent hardware, garden and general stores. Its members order through the co-op every week, and most of them did it from memory on a Wednesday night. The result was the same every weekend: compost, decking oil and bird seed ran out on Saturday morning, and slow lines sat on the shelves for months.

The big chains solve this with forecasting software that costs more than an independent shop makes in a month, and needs an analyst to run. The co-op wanted something a shop owner could set up in an afternoon, paid for per shop, that made the Wednesday order a five-minute job.

The first prototype was a spreadsheet macro. It worked for the two shops that tried it and could not go further.`,
  approachMarkdown: `We built Shelfwise as a multi-tenant **Next.js** application on **PostgreSQL**, with row-level security so one shop's data can never reach another's. Each shop connects its till (Square, SumUp, or a CSV export), and onboarding imports up to three years of sales in the background while the owner matches the columns.

The forecast is deliberately simple: a seasonal model per product with the weekday pattern and local weather, re-fit every night. Owners trust what they can understand, so every suggestion shows why ("Saturdays sell 26 % of the week"). The reorder screen ends in one button that sends the order to the co-op.

Billing is **Stripe**, per shop per month, with the co-op paying for the first three months of each new member. We went from the prototype to the first paying shop in eleven weeks, then improved it with the first twenty shops for another two months.

### Timeline

- **Weeks 1–2:** Wednesday-night ordering observed at five shops; the forecast tested on their history.
- **Weeks 3–8:** tenants, till imports, the reorder screen; three pilot shops.
- **Weeks 9–11:** Stripe billing and self-service onboarding; the first paying shop.
- **Months 4–5:** twenty shops, the forecast tuned on their feedback; page loads cut by 62 %.

### Team

A product designer, three full-stack engineers, a data scientist for the forecast, and a delivery lead; the co-op's buyer sat in every review.`,
  outcomeMarkdown: `A year in, 140 shops pay for Shelfwise, and the co-op's own team runs it. Across the shops that have used it for at least three months, weekend stock-outs fell by 47 %, and the Wednesday order takes a median of six minutes.

The onboarding import is the part owners mention: a shop connects its till and sees its first forecast within the hour, before anyone from the co-op has called.

Pages that listed thousands of products took over three seconds on a shop's back-office laptop; after the fourth month's performance work they load in just over one.`,
  results: [
    { label: "Weekend stock-outs", value: "−47 %" },
    { label: "Paying shops", value: "140" },
    { label: "Weekly order, median", value: "6 min" },
    { label: "Page load", value: "−62 %" },
  ],
  technologies: ["Next.js", "TypeScript", "PostgreSQL", "Stripe", "Python"],
  ...screenCover(s.stockPlanner),
  gallery: [s.stockPlanner, s.stockForecast, s.stockImport].map(screenImage),
  featured: true,
  sortOrder: 4,
  testimonialQuote:
    "Wednesday night used to be an hour with a clipboard. Now I check the five things it flags, change one, and press send. We haven't run out of compost on a Saturday since April.",
  testimonialName: "Mark Devlin",
  testimonialRole: "Owner, Devlin's Hardware, and Ashgrove board member",
};
