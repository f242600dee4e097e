// deploy/nginx.conf as the proxy in front of the production build, for what is not caching: forms
// (server actions) through nginx on a port of its own, upstream keep-alive against the origin's
// idle timeout, and the origin's warning when it runs behind a proxy without TRUST_PROXY.
import net from "node:net";

import { afterAll, beforeAll, expect, it } from "vitest";

import { startNginx, type LocalNginx } from "../../scripts/nginx/local-nginx.mjs";
import { submitContact } from "./forms";
import { startSite, waitFor, type Site } from "./harness";

/**
 * A TCP relay between nginx and the origin that passes every byte but holds back the origin's
 * closing of an idle connection: the moment when nginx sends a request on a connection the
 * origin is closing, made to last. A request arriving on such a connection is reset, as the
 * origin's host resets it. `open`: connections neither side has closed yet.
 */
async function startRelay(originPort: number) {
  const pairs = new Set<net.Socket>();
  const all = new Set<net.Socket>();
  const server = net.createServer((front) => {
    const back = net.connect(originPort, "127.0.0.1");
    let originClosed = false;
    pairs.add(front);
    all.add(front);
    const done = () => pairs.delete(front);
    front.on("close", () => (done(), all.delete(front)));
    back.on("data", (chunk) => front.write(chunk));
    back.on("end", () => ((originClosed = true), done()));
    back.on("error", () => front.destroy());
    front.on("data", (chunk) => (originClosed ? front.resetAndDestroy() : back.write(chunk)));
    front.on("end", () => (done(), back.end()));
    front.on("error", () => back.destroy());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as net.AddressInfo).port,
    open: () => pairs.size,
    close: () => {
      for (const s of all) s.destroy();
      server.close();
    },
  };
}

let site: Site;
let relay: Awaited<ReturnType<typeof startRelay>>;
let edge: LocalNginx;
beforeAll(async () => {
  // No TRUST_PROXY, as a server started without the recipe's settings.
  site = await startSite({ TRUST_PROXY: undefined });
  relay = await startRelay(site.port);
  edge = await startNginx({ originPort: relay.port });
});
afterAll(async () => {
  await edge?.stop();
  relay?.close();
  await site?.stop();
});

/** The contact form through nginx, as a browser on nginx's address and port posts it. */
const contact = (email: string) =>
  submitContact(edge.base, email, "198.51.100.20", { origin: edge.base });

/** The origin's log lines warning that TRUST_PROXY is unset behind a proxy. */
const untrustedWarnings = () =>
  site
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":"warn"') && line.includes("TRUST_PROXY is unset"));

it("runs on a port of its own (not 80 or 443), and a request straight to the origin warns of nothing", async () => {
  expect(new URL(edge.base).port).not.toBe("");
  expect((await fetch(`${site.base}/`)).status).toBe(200);
  expect(untrustedWarnings()).toEqual([]);
});

it("the contact form posted through nginx on its own port is accepted", async () => {
  const sent = await contact(`edge-form-${Date.now()}@example.com`);
  expect(sent.body).not.toMatch(/Invalid Server Actions request/);
  expect(sent.status).toBe(200);
  expect(sent.stored).toBe(true);
});

it("a form posted after the origin's keep-alive timeout on a reused connection is not a 502", async () => {
  expect((await contact(`edge-keepalive-1-${Date.now()}@example.com`)).stored).toBe(true);
  // nginx's idle upstream connection is closed by one side or the other (the origin after 5 s).
  await waitFor(async () => relay.open() === 0, "the idle upstream connection to close");
  const again = await contact(`edge-keepalive-2-${Date.now()}@example.com`);
  expect(again.status).toBe(200);
  expect(again.stored).toBe(true);
});

it("the origin warns once that it runs behind a proxy without TRUST_PROXY", async () => {
  await waitFor(async () => untrustedWarnings().length > 0, "the warning");
  await fetch(`${edge.base}/`);
  expect(untrustedWarnings()).toHaveLength(1);
  expect(untrustedWarnings()[0]).toContain("TRUST_PROXY=1");
});
