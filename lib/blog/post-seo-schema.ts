import * as z from "@/lib/zod";

/**
 * The post form's SEO section (issue 15 item 5): every field optional; an empty one means "use
 * the post's own" (title, summary, canonical address, cover image), as lib/seo/blog-metadata.ts
 * reads them. Shared by the browser form and the server actions, like blog-form-schema.ts.
 */
const SEO_FIELD_LIMITS = { title: 200, description: 500, url: 2000 } as const;

const noNul = (value: string) => !value.includes("\u0000");
const NUL_MESSAGE = "Remove the invalid character (NUL) from this field";

/** A path on this site: one leading slash (two would name another host), no spaces or backslashes. */
const isSitePath = (u: string) => u.startsWith("/") && !u.startsWith("//") && !/[\s\\]/.test(u);

function isHttpUrl(u: string): boolean {
  if (!/^https?:\/\/[^\s/]/i.test(u) || /\s/.test(u)) return false;
  try {
    const url = new URL(u);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(SEO_FIELD_LIMITS.url, `${label} is too long`)
    .refine(noNul, NUL_MESSAGE)
    .refine(
      (u) => u === "" || isSitePath(u) || isHttpUrl(u),
      `${label} must be a path on this site (/…) or start with http:// or https://`,
    );

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noNul, NUL_MESSAGE)
    .refine((t) => !/<[a-z!/?]/i.test(t), `${label} cannot contain HTML tags`);

export const postSeoFields = {
  seoTitle: optionalText("SEO title", SEO_FIELD_LIMITS.title),
  seoDescription: optionalText("Meta description", SEO_FIELD_LIMITS.description),
  canonicalUrl: optionalUrl("Canonical URL"),
  shareImageUrl: optionalUrl("Share image URL"),
  // A checkbox in the browser; "true"/"on" once it travels as a form field (absent reads as "").
  noindex: z
    .union([z.boolean(), z.enum(["true", "false", "on", ""])], "Invalid value")
    .transform((v) => v === true || v === "true" || v === "on"),
};

export const emptyPostSeo = {
  seoTitle: "",
  seoDescription: "",
  canonicalUrl: "",
  shareImageUrl: "",
  noindex: false,
};

type SeoOutput = { [K in keyof typeof postSeoFields]: z.output<(typeof postSeoFields)[K]> };

/** Form values → columns: empty → null (the post's own value is used). */
export function toSeoWrite(values: SeoOutput) {
  return {
    seoTitle: values.seoTitle || null,
    seoDescription: values.seoDescription || null,
    canonicalUrl: values.canonicalUrl || null,
    shareImageUrl: values.shareImageUrl || null,
    noindex: values.noindex,
  };
}

/** A stored post → the form's values. */
export function seoFormValues(post: {
  seoTitle: string | null;
  seoDescription: string | null;
  canonicalUrl: string | null;
  shareImageUrl: string | null;
  noindex: boolean;
}) {
  return {
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    canonicalUrl: post.canonicalUrl ?? "",
    shareImageUrl: post.shareImageUrl ?? "",
    noindex: post.noindex,
  };
}
