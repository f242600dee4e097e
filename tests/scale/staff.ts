// Staff writes as the browser makes them, against one chosen instance: a server action's id from
// the build's manifest, React's reply encoding of (…bound, state, formData).
import { readFileSync } from "node:fs";
import path from "node:path";

import { Client } from "pg";

const STAFF = { email: "faults@agency.example", password: "faults password 2025" };

function actionId(file: string, name: string) {
  const manifest = JSON.parse(
    readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { filename: string; exportedName: string }> };
  const id = Object.entries(manifest.node).find(
    ([, v]) => v.filename === file && v.exportedName === name,
  )?.[0];
  if (!id) throw new Error(`${name} is not in the server-reference manifest`);
  return id;
}

async function callAction(
  base: string,
  cookie: string,
  action: string[],
  page: string,
  body: FormData | string,
) {
  const [file, name] = action as [string, string];
  const response = await fetch(`${base}${page}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: {
      "next-action": actionId(file, name),
      accept: "text/x-component",
      cookie,
      origin: base,
    },
  });
  return { response, text: await response.text() };
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  return body;
}

/** The staff session cookie, from the sign-in form of `base`. */
export async function signIn(base: string) {
  const { response } = await callAction(
    base,
    "",
    ["lib/auth/actions.ts", "signIn"],
    "/admin/login",
    form({ ...STAFF, next: "/admin" }),
  );
  const cookie = (response.headers.getSetCookie()[0] ?? "").split(";")[0]!;
  if (!cookie) throw new Error("sign-in refused");
  return cookie;
}

/** Creates a post through `base`; its slug. */
export async function createPost(base: string, cookie: string, title: string) {
  const { text } = await callAction(
    base,
    cookie,
    ["lib/blog/admin-actions.ts", "createBlog"],
    "/admin/create-blog",
    form({
      title,
      summary: "Written by the scale-out test.",
      content: `<p>${title} body.</p>`,
      imageUrl: "",
      category: "news",
      tags: "",
      status: "published",
      publishAt: "",
      authorId: "",
    }),
  );
  const slug = title.toLowerCase().replaceAll(" ", "-");
  if (!text.includes(slug)) throw new Error(`post not created: ${text.slice(0, 300)}`);
  return slug;
}

/** Deletes the post with `slug` through `base`. */
export async function deletePost(base: string, cookie: string, databaseUrl: string, slug: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ id: string }>("select id from blogs where slug = $1", [slug])
    .finally(() => client.end());
  const id = rows[0]?.id;
  if (!id) throw new Error(`no post ${slug}`);
  const ids = JSON.stringify([id]);
  await callAction(base, cookie, ["lib/blog/admin-actions.ts", "deleteBlog"], "/admin/blogs", ids);
}

/** The slug of a seeded post. */
export async function anyPostSlug(databaseUrl: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ slug: string }>("select slug from blogs order by created_at limit 1")
    .finally(() => client.end());
  return rows[0]!.slug;
}
