// A deleted upload leaves the shipped nginx config (deploy/nginx.conf) at once: an image cached
// through nginx is a 404 there right after staff delete it, through the purge hook, with no wait
// for its cache lifetime.
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";

import { freePort, startNginx, type LocalNginx } from "../../scripts/nginx/local-nginx.mjs";
import { actionId, signIn } from "./forms";
import { startSite, waitFor, type Site } from "./harness";

let site: Site;
let edge: LocalNginx;
let cookie = "";

beforeAll(async () => {
  const edgePort = await freePort();
  site = await startSite({ CACHE_PURGE_URL: `http://127.0.0.1:${edgePort}` });
  edge = await startNginx({ originPort: Number(new URL(site.base).port), listenPort: edgePort });
  cookie = (await signIn(site.base, "faults@agency.example", "faults password 2025")) ?? "";
});

afterAll(async () => {
  await edge?.stop();
  await site?.stop();
});

const through = async (p: string) => {
  const response = await fetch(`${edge.base}${p}`);
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get("x-cache-status")}`;
};

it("an image cached by nginx is a 404 there right after staff delete it", async () => {
  const png = await sharp({
    create: { width: 700, height: 400, channels: 3, background: "#2878c8" },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("alt", "A blue field");
  form.set("file", new File([new Uint8Array(png)], "takedown.png", { type: "image/png" }));
  const uploaded = await fetch(`${site.base}/api/admin/media`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: site.base },
  });
  expect(uploaded.status).toBe(201);
  const { image } = (await uploaded.json()) as { image: { id: string; src: string } };

  expect(await through(image.src)).toBe("200 MISS");
  expect(await through(image.src)).toBe("200 HIT");

  const deleted = await fetch(`${site.base}/admin/media`, {
    method: "POST",
    body: JSON.stringify([image.id]),
    headers: {
      "next-action": actionId("lib/media/actions.ts", "deleteMedia"),
      accept: "text/x-component",
      cookie,
      origin: site.base,
    },
  });
  expect(await deleted.text()).toContain("Deleted");
  await waitFor(async () => (await through(image.src)).startsWith("404"), "the takedown", 2000);
  expect((await fetch(`${site.base}${image.src}`)).status).toBe(404);
});
