import * as z from "@/lib/zod";
import {
  checkSchedule,
  emptyLifecycleForm,
  lifecycleFields,
  toLifecycleWrite,
} from "./lifecycle-form-schema";
import { contentTypes } from "@/lib/publishing/content-types.mjs";
import { slugFieldFor } from "@/lib/publishing/slug-field";
import { postContentFields } from "./post-content-schema";
import { emptyPostSeo, postSeoFields, toSeoWrite } from "./post-seo-schema";

/** Limits that keep one post a sensible size (the spec names none; see the create-blog tests). */
export const BLOG_LIMITS = {
  title: 300,
  summary: 1000,
  content: 200_000,
  category: 50,
  tagsText: 1000,
  tags: 20,
  tag: 50,
  imageUrl: 2000,
} as const;

// Postgres text cannot hold U+0000: refused here with a field message, as the lead forms do,
// rather than failing the insert with a generic error.
const noNul = (value: string) => !value.includes("\u0000");
const NUL_MESSAGE = "Remove the invalid character (NUL) from this field";

const required = (message: string, max: number, label: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .refine(noNul, NUL_MESSAGE);

/** Spec §5: split on commas, trim, drop empties. */
function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** The create/edit form, shared by react-hook-form in the browser and the server actions. */
export const blogFormSchema = z
  .object({
    // Only what a browser would read as markup is refused: "a<b" and "x < y" are text (escaped
    // wherever a title is written out), "<b>x</b>", "<img …>" and "<!-- -->" are not.
    title: required("Title is required", BLOG_LIMITS.title, "Title").refine(
      (t) => !/<\/?[a-z][^\s/>]*(\s[^>]*)?\/?>|<!--|<\?|<!\[cdata\[/i.test(t),
      "Title cannot contain HTML tags",
    ),
    summary: required("Summary is required", BLOG_LIMITS.summary, "Summary"),
    content: required("Content is required", BLOG_LIMITS.content, "Content"),
    imageUrl: z
      .string()
      .trim()
      .max(BLOG_LIMITS.imageUrl, "Image URL is too long")
      .refine(
        (u) => u === "" || u.startsWith("/") || /^https?:\/\/[^\s/]+/i.test(u),
        "Image URL must start with http://, https:// or /",
      )
      .refine((u) => !u.startsWith("//"), "Image URL must start with http://, https:// or /")
      .refine(noNul, NUL_MESSAGE),
    category: z
      .string()
      .trim()
      .max(BLOG_LIMITS.category, "Category is too long")
      .refine(noNul, NUL_MESSAGE),
    tags: z
      .string()
      .max(BLOG_LIMITS.tagsText, "Tags are too long")
      .refine(noNul, NUL_MESSAGE)
      .refine((t) => parseTags(t).length <= BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`)
      .refine(
        (t) => parseTags(t).every((tag) => tag.length <= BLOG_LIMITS.tag),
        `Each tag must be at most ${BLOG_LIMITS.tag} characters`,
      ),
    ...lifecycleFields,
    ...postContentFields,
    ...postSeoFields,
    slug: slugFieldFor(contentTypes.post.reservedSlugs), // REDIRECTS: the edit form's new address; ignored on create
  })
  .superRefine(checkSchedule);

export type BlogFormValues = z.input<typeof blogFormSchema>;
export type BlogFormField = keyof BlogFormValues;

export const emptyBlogForm: BlogFormValues = {
  title: "",
  summary: "",
  content: "",
  imageUrl: "",
  category: "tech",
  tags: "",
  ...emptyLifecycleForm,
  slug: "",
  contentFormat: "markdown",
  ...emptyPostSeo,
};

/** Form values → what the database stores: empty image → null, no tags → null (spec §5). */
export function toBlogWrite(values: z.output<typeof blogFormSchema>) {
  const tags = parseTags(values.tags);
  return {
    title: values.title,
    summary: values.summary,
    content: values.content,
    imageUrl: values.imageUrl || null,
    category: values.category || null,
    tags: tags.length ? tags : null,
    ...toLifecycleWrite(values),
    slug: values.slug || undefined,
    ...toSeoWrite(values),
  };
}
