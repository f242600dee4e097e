import "server-only";

import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** The estimator's floor: 3 of 4, "safely unguessable" (about 10^10 guesses, an offline attack). */
const MIN_SCORE = 3;
const MIN_LENGTH = 10;
const MAX_LENGTH = 256;

export const PASSWORD_HINT = `At least ${MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`;

export type PasswordVerdict = { ok: true } | { ok: false; message: string };

type Checker = { estimator: ZxcvbnFactory; breached: ReadonlySet<string> };
let checker: Promise<Checker> | undefined;

/*
 * Loaded on first use, server-side only: the dictionaries are several megabytes, so no page ships
 * them and a server that never sets a password never parses them. The breached list is the one
 * @zxcvbn-ts/language-common ships (docs/security.md, "Password policy"): passwords from leaked
 * dumps, checked on their own so a leaked one gets its own plain message.
 */
function load(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    const estimator = new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return { estimator, breached: new Set(common.dictionary["passwords-common"]) };
  })().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  return checker;
}

/**
 * Whether `password` may be a staff password: long enough, not on the breached list (any case),
 * and rated at least MIN_SCORE by zxcvbn with the account's own e-mail and name counted as known
 * words. A refusal says why, with the estimator's advice.
 */
export async function checkPassword(
  password: string,
  known: readonly string[] = [],
): Promise<PasswordVerdict> {
  if (password.length < MIN_LENGTH) {
    return { ok: false, message: `Use at least ${MIN_LENGTH} characters.` };
  }
  if (password.length > MAX_LENGTH) {
    return { ok: false, message: `Use at most ${MAX_LENGTH} characters.` };
  }
  const { estimator, breached } = await load();
  if (breached.has(password.toLowerCase())) {
    return {
      ok: false,
      message: "This password appears in lists of leaked passwords. Choose another one.",
    };
  }
  const inputs = known.flatMap((k) => [k, ...k.toLowerCase().split(/[^a-z0-9]+/)]).filter(Boolean);
  const result = estimator.check(password, inputs);
  if (result.score >= MIN_SCORE) return { ok: true };
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
  return {
    ok: false,
    message: ["This password is too easy to guess.", ...advice].join(" "),
  };
}
