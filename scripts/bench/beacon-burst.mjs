// A child of `npm run bench analytics`: posts <rate> page-view beacons per second to
// <base>/api/visit for <seconds> s, each from its own address (the server runs with TRUST_PROXY),
// as a browser's sendBeacon sends them; prints one JSON line: sent, answered 204, failed, the
// achieved rate and the answer latency. Its own process, so its work does not share the event
// loop with the load generator measuring page serving beside it.
import http from "node:http";
import { performance } from "node:perf_hooks";

const [base, rate, seconds] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const { hostname, port } = new URL(base);
const stats = { sent: 0, ok: 0, failed: 0 };
const latencies = [];

const one = (i) =>
  new Promise((resolve) => {
    const body = JSON.stringify({
      k: "v",
      p: `/blogs/post-${i % 50}`,
      w: 1280,
      utm_source: "bench",
    });
    const t = performance.now();
    const req = http.request(
      {
        agent,
        hostname,
        port,
        path: "/api/visit",
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "content-length": Buffer.byteLength(body),
          "user-agent": BROWSER,
          "x-forwarded-for": `198.18.${(i >> 8) & 255}.${i & 255}`,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          latencies.push(performance.now() - t);
          if (res.statusCode === 204) stats.ok++;
          else stats.failed++;
          resolve();
        });
      },
    );
    req.on("error", () => {
      stats.failed++;
      resolve();
    });
    req.end(body);
  });

const inflight = new Set();
const t0 = performance.now();
const total = Math.round(rate * seconds);
await new Promise((done) => {
  // Every 10 ms, as many as the rate says should have gone by now.
  const timer = setInterval(() => {
    const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate));
    while (stats.sent < due) {
      const p = one(stats.sent++);
      inflight.add(p);
      p.then(() => inflight.delete(p));
    }
    if (stats.sent >= total) {
      clearInterval(timer);
      done();
    }
  }, 10);
});
const sendingSeconds = (performance.now() - t0) / 1000;
await Promise.all(inflight);
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    ...stats,
    seconds: (performance.now() - t0) / 1000,
    rate: stats.sent / sendingSeconds,
    p50: at(0.5),
    p99: at(0.99),
  }),
);
