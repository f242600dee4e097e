// A cached page is one HTML document for every visitor: the query string of the visitor whose
// request rendered it (a newsletter link's `?mc_eid=…&email=…`) must not end up inside it, in the
// canonical link, the page's links or the RSC payload that hydrates it (Next writes the request's
// URL there), nor be served to the next visitor.
import { afterAll, beforeAll, expect, it } from "vitest";

import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { anyPostSlug } from "../scale/staff";
import { seedDatabase, startSite, type Site } from "./harness";

let pg: PostgresServer;
let site: Site;
let post = "";

beforeAll(async () => {
  pg = await startPostgres();
  seedDatabase(pg.url());
  site = await startSite({ DATABASE_URL: pg.url() });
  post = `/blogs/${await anyPostSlug(pg.url())}`;
});

afterAll(async () => {
  await site?.stop();
  await pg?.stop();
});

/** The surroundings of the secret in a body, if it is there (not the whole page). */
const leak = (body: string) =>
  /.{0,80}(secret(@|%40|\\u0040)x\.example|mc_eid).{0,80}/i.exec(body)?.[0];

async function get(path: string) {
  const response = await fetch(`${site.base}${path}`);
  return { status: response.status, url: response.url, body: await response.text() };
}

it.each(["/", "/services/web-development", "/work/category/saas-solutions", "a post"])(
  "the cached page %s renders the same for any query string",
  async (which) => {
    const path = which === "a post" ? post : which;
    // The first request after the start would render the page (database pages are never served
    // from the build's placeholder), with the visitor's query on its URL.
    const first = await get(`${path}?email=secret@x.example&mc_eid=1`);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(leak(first.body)).toBeUndefined();
    expect(leak(second.body)).toBeUndefined();
    // …and the visitor lands on the page's own address, the one every visitor shares.
    expect(new URL(first.url).search).toBe("");
  },
);
