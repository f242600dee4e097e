export function commonDirectives(origins: {
  siteUrl: string;
  heroVideoUrl?: string;
  supabaseUrl?: string;
}): string;
export function scriptPolicy(common: string, sources: string[]): string;
export function inlineScriptHashes(html: string): string[];
export function hashPolicy(common: string, html: string): string;
