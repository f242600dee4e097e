import { z } from "zod";

// zod compiles object parsers with `new Function` when it may. Under our CSP (no 'unsafe-eval')
// even its probe for that is a reported violation in the browser, so the compiler stays off: the
// schemas parse a handful of fields, where it gains nothing.
z.config({ jitless: true });

export { z };
