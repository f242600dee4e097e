import "server-only";

import type { NextRequest, NextResponse } from "next/server";

import { serveNotFound } from "./not-found-page";

/** Unknown service ids (proxy.ts sends only those). */
export const serviceNotFound = (request: NextRequest): Promise<NextResponse> =>
  serveNotFound(request, "/service-not-found");
