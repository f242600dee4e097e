// The work of `npm run bench scale`, run through tsx so it starts the same real services as the
// scale-out test (tests/scale): PostgreSQL 15, Redis, two production instances sharing both, and
// Debian's nginx round-robin in front (no proxy cache: this measures the origins). Each route is
// loaded with one instance in rotation (the other drained by a graceful reload) and then both.
// Two instances on two cores share the CPU with the load generator, nginx, Redis and PostgreSQL:
// the ratio is what this host gives, not what separate machines would.
import { startLoadBalancer } from "@/scripts/nginx/local-nginx.mjs";
import { startPostgres } from "@/tests/helpers/postgres-server";
import { startRedis } from "@/tests/helpers/redis-server";
import { seedDatabase, startSite } from "@/tests/faults/harness";
import { loadOptions, loadRoute, printLoadTable } from "./lib.mjs";

async function main() {
  const options = loadOptions(process.argv.slice(2));
  const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  seedDatabase(pg.url());
  const env = { DATABASE_URL: pg.url(), REDIS_URL: redis.url };
  const [a, b] = await Promise.all([startSite(env), startSite(env)]);
  const lb = await startLoadBalancer([a.port, b.port]);
  try {
    const html = await (await fetch(`${lb.base}/blogs`)).text();
    const post = /href="(\/blogs\/(?!page\/|search)[a-z0-9-]+)"/.exec(html)?.[1];
    if (!post) throw new Error("no post link on /blogs");
    const routes = ["/services", post, "/blogs", "/", "/blogs/search?q=design"];
    const rows = [];
    for (const route of routes) {
      await lb.setDown(b.port, true);
      const one = await loadRoute(`${lb.base}${route}`, options);
      await lb.setDown(b.port, false);
      const two = await loadRoute(`${lb.base}${route}`, options);
      rows.push({ route: `\`${route}\` one instance`, ...one });
      rows.push({
        route: `\`${route}\` two instances (× ${(two.rps / one.rps).toFixed(2)})`,
        ...two,
      });
    }
    console.log(
      `\nnginx round-robin, no proxy cache; PostgreSQL 15 and Redis shared; ${options.connections} connections × ${options.seconds} s per row`,
    );
    if (printLoadTable(rows, { "`/services` one instance": rows[0]! })) {
      console.error("FAILED: some requests errored or were not 2xx");
      process.exitCode = 1;
    }
  } finally {
    await lb.stop();
    await Promise.all([a.stop(), b.stop()]);
    await Promise.all([redis.stop(), pg.stop()]);
  }
}

await main();
