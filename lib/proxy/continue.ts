import type { NextResponse } from "next/server";

/** Continues to the page, with the request headers Next should see (the CSP nonce): proxy.ts. */
export type Continue = () => NextResponse;
