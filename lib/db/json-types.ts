import type { MEDIA_FORMATS } from "./enums";

/**
 * The shapes of the schema's jsonb columns (`.$type<…>()`). Here rather than in the domain folders
 * that use them (which re-export them) because lib/db imports no domain folder (eslint.config.mjs).
 */

/** Outcome of one feed in one import run. `skipped` counts known, duplicate and unusable items. */
export type FeedResult = {
  url: string;
  fetched: number;
  imported: number;
  skipped: number;
  /** Of the skipped: items whose body had nothing left once unsafe HTML was removed. */
  emptied?: number;
  error?: string;
};

/** One stored rendition of an upload: `key` names its bytes in the storage backend. */
export type MediaVariant = { width: number; format: (typeof MEDIA_FORMATS)[number]; key: string };

/** A case study's headline figure. */
export type WorkResult = { label: string; value: string };
/** A case-study gallery image. */
export type WorkImage = { src: string; alt: string; width: number; height: number };

/** A mail's attached file as the outbox keeps it (Resend's single send takes it as is). */
export type MailAttachment = { filename: string; contentType: string; content: string };
