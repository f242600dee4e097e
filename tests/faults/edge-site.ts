// deploy/nginx.conf in front of the production build on PostgreSQL, as the docs deploy it: the
// site under its own server_name, Debian's stock `default` site (default_server, 404 for any other
// name) on the same port, and the origin's CACHE_PURGE_URL at the config's purge listener.

import { Client } from "pg";

import { freePort, startNginx, type LocalNginx } from "../../scripts/nginx/local-nginx.mjs";
import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { signIn, staffAction } from "./forms";
import { seedDatabase, startSite, type Site } from "./harness";

export type EdgeSite = {
  pg: PostgresServer;
  site: Site;
  edge: LocalNginx;
  /** A GET through nginx: the answer, its body and nginx's X-Cache-Status. */
  through: (
    p: string,
    headers?: Record<string, string>,
  ) => Promise<{ response: Response; html: string; status: string | null }>;
  /** A staff server action, called on the origin as the browser calls it. */
  action: (
    file: string,
    name: string,
    page: string,
    bound: unknown[],
    fields?: object,
  ) => Promise<string>;
  sql: <T>(text: string, values?: unknown[]) => Promise<T[]>;
  cookie: string;
  stop: () => Promise<void>;
};

/** Debian's /etc/nginx/sites-enabled/default, on the site's port. */
const debianDefaultSite = (port: number) =>
  `  server { listen 127.0.0.1:${port} default_server; server_name _; return 404; }`;

/** The origin on `pg`, then nginx in front; the origin is stopped again if nginx fails. */
async function startOriginAndEdge(pg: PostgresServer): Promise<[Site, LocalNginx]> {
  const [listenPort, purgePort] = [await freePort(), await freePort()];
  const site = await startSite({
    DATABASE_URL: pg.url(),
    CACHE_PURGE_URL: `http://127.0.0.1:${purgePort}`,
  });
  try {
    const edge = await startNginx({
      originPort: site.port,
      listenPort,
      purgePort,
      serverName: "localhost",
      extra: debianDefaultSite(listenPort),
    });
    return [site, edge];
  } catch (error) {
    await site.stop();
    throw error;
  }
}

export async function startEdgeSite(): Promise<EdgeSite> {
  const pg = await startPostgres();
  let parts: [Site, LocalNginx];
  try {
    seedDatabase(pg.url());
    parts = await startOriginAndEdge(pg);
  } catch (error) {
    await pg.stop();
    throw error;
  }
  const [site, edge] = parts;
  const cookie = (await signIn(site.base, "faults@agency.example", "faults password 2025")) ?? "";

  const through: EdgeSite["through"] = async (p, headers = {}) => {
    const response = await fetch(`${edge.base}${p}`, { redirect: "manual", headers });
    return {
      response,
      html: await response.text(),
      status: response.headers.get("x-cache-status"),
    };
  };
  const action: EdgeSite["action"] = (file, name, page, bound, fields) =>
    staffAction(site.base, cookie, [file, name], page, bound, fields);
  const sql = async <T>(text: string, values: unknown[] = []) => {
    const client = new Client({ connectionString: pg.url() });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    await edge.stop();
    await site.stop();
    await pg.stop();
  };
  return { pg, site, edge, through, action, sql, cookie, stop };
}

/** The blog editor's fields for a post. */
export const postFields = (
  title: string,
  content: string,
  status = "published",
  publishAt = "",
) => ({
  title,
  summary: "Written by an edge-cache fault test.",
  content,
  imageUrl: "",
  category: "news",
  tags: "",
  status,
  publishAt,
  authorId: "",
});
