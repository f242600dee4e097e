// The site's forms as a browser posts them to the production build: a server action's id from
// the build's manifest, and React's reply encoding of (state, formData).
import { readFileSync } from "node:fs";
import path from "node:path";

import { solvedProof } from "../helpers/proof";
import { FAULTS_ALTCHA_KEY } from "./harness";

const root = path.resolve(import.meta.dirname, "../..");

/** A server action's id, from the build's manifest. */
function actionId(filename: string, exportedName: string): string {
  const file = path.join(root, ".next/server/server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const entry = Object.entries(manifest.node).find(
    ([, v]) => v.filename === filename && v.exportedName === exportedName,
  );
  if (!entry) throw new Error(`${exportedName} is not in the build's server-reference manifest`);
  return entry[0];
}

/** A form's server action, called as the browser calls it: React's reply encoding of (state, formData). */
async function postForm(
  base: string,
  page: string,
  action: [file: string, name: string],
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  return fetch(`${base}${page}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "next-action": actionId(...action), accept: "text/x-component", ...headers },
  });
}

export type Submission = { email: string; status: number; stored: boolean; body: string };

/**
 * Submits the contact form once from client address `ip`; `stored` when the site said success.
 * `headers`: more of what a browser sends (its Origin).
 */
export async function submitContact(
  base: string,
  email: string,
  ip: string,
  headers: Record<string, string> = {},
): Promise<Submission> {
  const fields = {
    name: "Fault Tester",
    email,
    phone: "+1 555 010 0000",
    message: `Message from ${email}`,
    website: "",
    startedAt: String(Date.now() - 10_000),
    // A real proof-of-work solution for the harness's ALTCHA_HMAC_KEY (tests/helpers/proof.ts).
    altcha: await solvedProof(FAULTS_ALTCHA_KEY),
  };
  const response = await postForm(
    base,
    "/contact",
    ["lib/leads/actions.ts", "submitContact"],
    fields,
    { "x-forwarded-for": ip, ...headers },
  );
  const text = await response.text();
  return {
    email,
    status: response.status,
    stored: text.includes('"status":"success"'),
    body: text,
  };
}

/**
 * The staff sign-in form, posted with `headers` (a proxy's, say); the session's whole Set-Cookie
 * line (name, value, attributes), or null when it refused.
 */
export async function signInSetCookie(
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await postForm(
    base,
    "/admin/login",
    ["lib/auth/actions.ts", "signIn"],
    { email, password },
    headers,
  );
  await response.arrayBuffer();
  return response.headers.getSetCookie().find((c) => /^[^=]*session[^=]*=[^;]+/i.test(c)) ?? null;
}

/** The staff sign-in form; the session cookie it sets (`name=value`), or null when it refused. */
export async function signIn(base: string, email: string, password: string) {
  return (await signInSetCookie(base, email, password))?.split(";")[0] ?? null;
}

/** The staff sign-out button, pressed on /admin with `cookie`; the Set-Cookie lines it answers. */
export async function signOutSetCookies(
  base: string,
  cookie: string,
  headers: Record<string, string> = {},
) {
  const response = await postForm(
    base,
    "/admin",
    ["lib/auth/actions.ts", "signOut"],
    {},
    {
      cookie,
      ...headers,
    },
  );
  await response.arrayBuffer();
  return response.headers.getSetCookie();
}

/**
 * A staff server action called as the browser calls it: bound arguments, plus the form's fields
 * when given (a useActionState form); the flight text it answers.
 */
export async function staffAction(
  base: string,
  cookie: string,
  [file, name]: [string, string],
  page: string,
  bound: unknown[],
  fields?: object,
) {
  let body: FormData | string = JSON.stringify(bound);
  if (fields) {
    body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(`_1_${k}`, String(v));
    body.set("0", JSON.stringify([...bound, { status: "idle" }, "$K1"]));
  }
  const response = await fetch(`${base}${page}`, {
    method: "POST",
    body,
    headers: {
      "next-action": actionId(file, name),
      accept: "text/x-component",
      cookie,
      origin: base,
    },
  });
  return response.text();
}
