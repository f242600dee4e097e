import { themeScript } from "@/lib/theme-choice";

/**
 * The visitor's stored theme on <html> before the first paint. Inline, not a file: a script in
 * <head> with a src is a render-blocking request on every page. No nonce: cached pages have none,
 * so every policy allows these exact bytes by hash (lib/security/csp.ts), and the cached pages
 * stay the same for everyone (the choice lives in localStorage, not a cookie the server reads).
 */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript }} />;
}
