/**
 * Tags are stored as slugs ("web-development", "nextjs"): visitors read them as words. Words our
 * readers know in a fixed spelling are kept in it; any other word is lower case, the first one
 * capitalised ("web-development" → "Web development"). A tag staff typed with capitals or spaces
 * is already a display name and stays as written.
 */
const SPELLINGS: Readonly<Record<string, string>> = {
  ai: "AI",
  android: "Android",
  api: "API",
  cdn: "CDN",
  ci: "CI",
  css: "CSS",
  devops: "DevOps",
  graphql: "GraphQL",
  html: "HTML",
  ios: "iOS",
  javascript: "JavaScript",
  js: "JS",
  llm: "LLM",
  nextjs: "Next.js",
  owasp: "OWASP",
  postgres: "Postgres",
  rag: "RAG",
  react: "React",
  "react-native": "React Native",
  saas: "SaaS",
  seo: "SEO",
  typescript: "TypeScript",
  ui: "UI",
  ux: "UX",
};

export function tagLabel(tag: string): string {
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(tag)) return tag;
  const whole = SPELLINGS[tag];
  if (whole) return whole;
  return tag
    .split(/[-_]/)
    .map((word, i) => SPELLINGS[word] ?? (i === 0 ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(" ");
}
