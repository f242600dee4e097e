// Which files of a checkout a `docker build` sends as its context, by the rules of .dockerignore as
// Docker applies them (moby/patternmatcher): lines trimmed, `#` comments and blanks skipped, a
// leading `!` re-includes, a leading `/` is dropped; `*` and `?` stop at `/`, `**` crosses
// directories; a pattern matching a parent directory excludes everything under it; the last
// matching line wins.
import path from "node:path";

type Rule = { exclusion: boolean; regex: RegExp };

function compile(pattern: string): RegExp {
  let out = "^";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "*" && pattern[i + 1] === "*") {
      i++;
      if (pattern[i + 1] === "/") i++;
      out += i === pattern.length - 1 ? ".*" : "(.*/)?";
    } else if (ch === "*") out += "[^/]*";
    else if (ch === "?") out += "[^/]";
    else out += ch.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  return new RegExp(`${out}$`);
}

export function parseDockerignore(text: string): Rule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const exclusion = line.startsWith("!");
      let pattern = path.posix.normalize((exclusion ? line.slice(1) : line).trim());
      if (pattern.length > 1 && pattern.startsWith("/")) pattern = pattern.slice(1);
      return { exclusion, regex: compile(pattern) };
    });
}

/** True when `file` (relative, `/`-separated) is left out of the build context. */
export function isIgnored(rules: readonly Rule[], file: string): boolean {
  const dirs = file.split("/").slice(0, -1);
  const parents = dirs.map((_, i) => dirs.slice(0, i + 1).join("/"));
  let matched = false;
  for (const rule of rules) {
    if (rule.exclusion !== matched) continue;
    if (rule.regex.test(file) || parents.some((p) => rule.regex.test(p))) matched = !rule.exclusion;
  }
  return matched;
}
