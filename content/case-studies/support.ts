import { workScreens as s } from "@/content/work-screens";
import type { CaseStudyWrite } from "@/lib/work/types";
import { demoBase, screenCover, screenImage } from "./shared";

export const supportStudy: CaseStudyWrite = {
  ...demoBase,
  title: "Support replies drafted from the help centre and approved by an agent",
  client: "Larkspur Home",
  summary:
    "Twelve agents answered the same fifty questions all day while queues grew in sale weeks. Replies drafted from the help centre, with their sources, halved the first reply time.",
  categories: ["ai-solutions"],
  services: ["ai-integrations"],
  challengeMarkdown: `Larkspur Home sells furniture online, and its twelve support agents handle about 2,400 tickets a week, twice that in sale weeks. Most were the same fifty questions: delivery dates, missing parts, refunds. The answers were all in the help centre, but finding and rewriting them took each agent four to six minutes per ticket.

The median first reply took over four hours. In sale weeks it took two days, and customers wrote again, which made the queue longer.

A chatbot was ruled out from the start: customers buying a £1,400 sofa want a person, and a wrong answer about a refund costs more than a slow one.`,
  approachMarkdown: `So the assistant never talks to a customer. It drafts; an agent approves, edits or discards every reply.

Each draft is built by retrieval over the help centre's 214 articles, stored as embeddings in **PostgreSQL** with **pgvector**, and written by a language model that must cite the article for each claim. A draft without a source is not shown. The order system supplies the customer's own facts (order number, delivery date), so drafts never guess them.

Before launch we replayed 3,000 past tickets through the pipeline and had agents grade the drafts blind. Anything under "send as is or with small edits" became a fix: usually to the help centre, not to the prompt. The sources page grew out of that work: it shows which articles drafts lean on and flags the ones that have gone out of date.

### Timeline

- **Weeks 1–2:** 3,000 past tickets sorted; the help centre audited; the grading rubric agreed with the agents.
- **Weeks 3–6:** retrieval, drafting and citations; the blind replay, twice.
- **Weeks 7–8:** drafts in the inbox for four agents, then all twelve.
- **Weeks 9–10:** the sources page and the metrics; hand-over to Larkspur's own developer.

### Team

An ML engineer, a full-stack engineer, a product designer who ran the agent sessions, and a delivery lead.`,
  outcomeMarkdown: `The median first reply fell from 4 h 05 min to 1 h 52 min over twelve weeks, and held through the spring sale. 63 % of drafts are sent as written; most of the rest need a sentence changed.

Agents now spend their time on the tickets that need judgement: damaged goods, complaints, the unusual ones. Reopened tickets fell from 6.8 % to 4.1 %, because cited answers are more complete.

An unexpected gain: the help centre is better. Flags from the sources page led to 40 articles being rewritten in the first quarter.`,
  results: [
    { label: "First reply time", value: "−54 %" },
    { label: "Drafts sent as written", value: "63 %" },
    { label: "Tickets reopened", value: "4.1 %" },
  ],
  technologies: ["Python", "FastAPI", "PostgreSQL", "pgvector", "Next.js"],
  ...screenCover(s.supportInbox),
  gallery: [s.supportInbox, s.supportSources, s.supportMetrics].map(screenImage),
  featured: false,
  sortOrder: 3,
  testimonialQuote:
    "I was sure the agents would hate it. They fought over who got to use it first, because it does the typing and leaves them the thinking.",
  testimonialName: "Hannah Okafor",
  testimonialRole: "Head of Customer Support, Larkspur Home",
};
