/** A post's lifecycle: only "published" is public. Dependency-free: the schema and the form share it. */
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
