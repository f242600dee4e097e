// Uploads on the production build: a deleted upload leaves the shipped nginx config
// (deploy/nginx.conf) at once (an image cached through nginx is a 404 there right after staff
// delete it, through the purge hook); a post's share image tells crawlers its real size and alt.
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";

import { freePort, startNginx, type LocalNginx } from "../../scripts/nginx/local-nginx.mjs";
import { signIn, staffAction } from "./forms";
import { startSite, waitFor, type Site } from "./harness";

let site: Site;
let edge: LocalNginx;
let cookie = "";

beforeAll(async () => {
  const [edgePort, purgePort] = [await freePort(), await freePort()];
  site = await startSite({ CACHE_PURGE_URL: `http://127.0.0.1:${purgePort}` });
  edge = await startNginx({
    originPort: Number(new URL(site.base).port),
    listenPort: edgePort,
    purgePort,
  });
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

/** Uploads a width × height PNG through the real handler, as the staff library does. */
async function upload(width: number, height: number, alt: string) {
  const png = await sharp({ create: { width, height, channels: 3, background: "#2878c8" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("alt", alt);
  form.set("file", new File([new Uint8Array(png)], "upload.png", { type: "image/png" }));
  const response = await fetch(`${site.base}/api/admin/media`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: site.base },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { image: { id: string; src: string } }).image;
}

const action = (file: string, name: string, page: string, args: unknown[], fields?: object) =>
  staffAction(site.base, cookie, [file, name], page, args, fields);

it("an image cached by nginx is a 404 there right after staff delete it", async () => {
  const image = await upload(700, 400, "A blue field");

  expect(await through(image.src)).toBe("200 MISS");
  expect(await through(image.src)).toBe("200 HIT");

  const deleted = await action("lib/media/actions.ts", "deleteMedia", "/admin/media", [image.id]);
  expect(deleted).toContain("Deleted");
  await waitFor(async () => (await through(image.src)).startsWith("404"), "the takedown", 2000);
  expect((await fetch(`${site.base}${image.src}`)).status).toBe(404);
});

it("a post's share image tells crawlers the served variant's size and the upload's alt text", async () => {
  const image = await upload(1000, 500, "Two designers sketching a checkout flow");
  const shareImageUrl = image.src.replace(/\/\d+\.webp$/, "/640.webp");
  const title = `Share probe ${Date.now()}`;
  const created = await action(
    "lib/blog/admin-actions.ts",
    "createBlog",
    "/admin/create-blog",
    [],
    {
      title,
      summary: "Written by the media fault test.",
      content: "<p>Body.</p>",
      imageUrl: "",
      category: "news",
      tags: "",
      status: "published",
      publishAt: "",
      authorId: "",
      shareImageUrl,
    },
  );
  const slug = title.toLowerCase().replaceAll(" ", "-");
  expect(created).toContain(slug);
  const html = await (await fetch(`${site.base}/blogs/${slug}`)).text();
  const meta = (property: string) =>
    [...html.matchAll(/<meta\s+([^>]+)>/g)]
      .map((m) => m[1]!)
      .filter(
        (attrs) => attrs.includes(`property="${property}"`) || attrs.includes(`name="${property}"`),
      )
      .map((attrs) => /content="([^"]*)"/.exec(attrs)?.[1]);
  expect(meta("og:image")).toEqual([`http://localhost:3000${shareImageUrl}`]);
  expect(meta("og:image:width")).toEqual(["640"]);
  expect(meta("og:image:height")).toEqual(["320"]);
  expect(meta("og:image:alt")).toEqual(["Two designers sketching a checkout flow"]);
  expect(meta("twitter:image:alt")).toEqual(["Two designers sketching a checkout flow"]);
});
