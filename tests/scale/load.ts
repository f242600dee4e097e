// A bounded load through the load balancer: a few concurrent clients, each request on a new
// connection (a client's kept-alive connection to nginx is not what is under test), every answer
// other than 200 recorded with its path.
import http from "node:http";

export type Load = {
  /** Requests answered (or failed) so far. */
  count: () => number;
  /** Waits until `more` further requests have completed (bounded by the load's own limits). */
  advance: (more: number) => Promise<void>;
  stop: () => Promise<{ total: number; failures: string[] }>;
};

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout: 15_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
  });
}

export function startLoad(
  base: string,
  paths: string[],
  { clients = 4, maxRequests = 4_000, maxMs = 60_000 } = {},
): Load {
  let total = 0;
  let stopped = false;
  const failures: string[] = [];
  const until = Date.now() + maxMs;
  const running = () => !stopped && total < maxRequests && Date.now() < until;
  const client = async (offset: number) => {
    for (let i = offset; running(); i++) {
      const path = paths[i % paths.length]!;
      try {
        const status = await get(`${base}${path}`);
        if (status !== 200) failures.push(`${status} ${path}`);
      } catch (error) {
        failures.push(`${(error as Error).message} ${path}`);
      }
      total++;
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  return {
    count: () => total,
    async advance(more) {
      const target = total + more;
      while (total < target) {
        if (!running()) throw new Error(`load ended after ${total} requests, before ${target}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      stopped = true;
      await done;
      return { total, failures };
    },
  };
}
