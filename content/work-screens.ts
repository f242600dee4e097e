/**
 * The product screens of the demo case studies: mock UIs written as components
 * (components/work/screens/), rendered in both themes to public/work/screens/{id}-{theme}.webp
 * by `npm run screens` (scripts/render-screens.ts). The size is the image's, in pixels.
 */
export type WorkScreen = {
  id: string;
  /** A browser window (desktop app) or a phone: the frame the page draws around it. */
  device: "browser" | "phone";
  alt: string;
};

/** Pixel size of each device's image (the render's viewport times its scale). */
export const SCREEN_SIZE = {
  browser: { width: 1600, height: 900 },
  phone: { width: 780, height: 1688 },
} as const;

export const workScreens = {
  freightDashboard: {
    id: "freight-dashboard",
    device: "browser",
    alt: "Operations dashboard: trucks on the road, on-time rate and scan age, deliveries per hour against last week, and a table of depots",
  },
  freightExceptions: {
    id: "freight-exceptions",
    device: "browser",
    alt: "Exceptions queue: late scans and missed slots by depot, each with its truck, age and who owns it",
  },
  freightRoute: {
    id: "freight-route",
    device: "browser",
    alt: "One truck's day: every stop with its planned and scanned time, and a chart of minutes spent at each stop",
  },
  clinicSlots: {
    id: "clinic-slots",
    device: "phone",
    alt: "Booking on a phone: a week of days, then the free times for a GP at the chosen clinic",
  },
  clinicConfirmed: {
    id: "clinic-confirmed",
    device: "phone",
    alt: "Booking confirmed on a phone: the appointment's time and place, and the reminders the patient chose",
  },
  clinicCheckIn: {
    id: "clinic-checkin",
    device: "phone",
    alt: "Check-in on a phone: a code to scan at reception and the patient's place in the queue",
  },
  supportInbox: {
    id: "support-inbox",
    device: "browser",
    alt: "Support inbox: a customer's question, the assistant's drafted reply with its cited help-centre articles, and the agent's approve button",
  },
  supportSources: {
    id: "support-sources",
    device: "browser",
    alt: "Help-centre coverage: each article, how often drafts cite it, when it was updated, and the ones flagged as out of date",
  },
  supportMetrics: {
    id: "support-metrics",
    device: "browser",
    alt: "Support metrics: first reply time falling week by week, and drafts approved as written or edited by topic",
  },
  stockPlanner: {
    id: "stock-planner",
    device: "browser",
    alt: "Stock planner: each product's stock on hand, the week's forecast and the suggested order, with the ones at risk flagged",
  },
  stockForecast: {
    id: "stock-forecast",
    device: "browser",
    alt: "One product's forecast: daily sales, the forecast with its range, and the Saturday peaks it plans for",
  },
  stockImport: {
    id: "stock-import",
    device: "browser",
    alt: "A new shop's onboarding: the till's sales history importing, its columns matched to products, dates and quantities",
  },
} as const satisfies Record<string, WorkScreen>;

/** The address of a screen's image in a theme. */
export const screenSrc = (id: string, theme: "light" | "dark") =>
  `/work/screens/${id}-${theme}.webp`;

const SCREEN_ADDRESS = /^\/work\/screens\/([a-z0-9-]+)-light\.webp$/;
const screenById = new Map<string, WorkScreen>(
  Object.values(workScreens).map((screen) => [screen.id, screen]),
);

/**
 * The committed screen an image address names (its light image), with its dark twin's address;
 * null for any other address (an upload, a pasted URL), which shows as it is.
 */
export function committedScreen(src: string | null | undefined) {
  const screen = screenById.get(SCREEN_ADDRESS.exec(src ?? "")?.[1] ?? "");
  return screen ? { ...screen, light: src!, dark: screenSrc(screen.id, "dark") } : null;
}
