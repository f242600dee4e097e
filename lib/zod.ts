import { config } from "zod";

// zod compiles object parsers with `new Function` when it may. Under our CSP (no 'unsafe-eval')
// even its probe for that is a reported violation in the browser, so the compiler stays off: the
// schemas parse a handful of fields, where it gains nothing.
config({ jitless: true });

// Import this module as a namespace (`import * as z from "@/lib/zod"`), never zod's `z` object:
// the object holds every export, locales included, and the bundler then ships all of it to the
// form pages (+59 KB gzip measured).
export * from "zod";
