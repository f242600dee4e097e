import "server-only";

import type { NextRequest, NextResponse } from "next/server";

import { serveNotFound } from "./not-found-page";

/** Unknown service ids (the matcher in proxy.ts lets only those through). */
export const serviceNotFound = (request: NextRequest): Promise<NextResponse> =>
  serveNotFound(request, "/service-not-found");
