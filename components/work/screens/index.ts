import type { ComponentType } from "react";

import { ClinicConfirmed, ClinicSlots } from "./clinic";
import { ClinicCheckIn } from "./clinic-checkin";
import { FreightDashboard } from "./freight";
import { FreightExceptions, FreightRoute } from "./freight-ops";
import { StockForecast, StockPlanner } from "./stock";
import { StockImport } from "./stock-import";
import { SupportInbox } from "./support";
import { SupportMetrics, SupportSources } from "./support-insights";

/** Each screen's component by its id (content/work-screens.ts), for scripts/render-screens.ts. */
export const screenComponents: Record<string, ComponentType> = {
  "freight-dashboard": FreightDashboard,
  "freight-exceptions": FreightExceptions,
  "freight-route": FreightRoute,
  "clinic-slots": ClinicSlots,
  "clinic-confirmed": ClinicConfirmed,
  "clinic-checkin": ClinicCheckIn,
  "support-inbox": SupportInbox,
  "support-sources": SupportSources,
  "support-metrics": SupportMetrics,
  "stock-planner": StockPlanner,
  "stock-forecast": StockForecast,
  "stock-import": StockImport,
};
