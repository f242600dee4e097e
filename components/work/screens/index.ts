import type { ComponentType } from "react";

import { ClinicCheckIn, ClinicConfirmed, ClinicSlots } from "./clinic";
import { FreightDashboard, FreightExceptions, FreightRoute } from "./freight";
import { StockForecast, StockImport, StockPlanner } from "./stock";
import { SupportInbox, SupportMetrics, SupportSources } from "./support";

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
