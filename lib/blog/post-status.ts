import { POST_STATUSES } from "@/lib/db/enums";

/** A post's lifecycle: only "published" is public. The schema and the form share the list. */
export { POST_STATUSES };
export type PostStatus = (typeof POST_STATUSES)[number];
