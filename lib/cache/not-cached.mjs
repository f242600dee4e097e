// @ts-check
// A page that rendered without its data (the database was unreachable) is sent to the visitor who
// asked, but must not be kept: the page cache handler (page-cache-handler.mjs) refuses to store
// HTML carrying this attribute, so the last good version, or the next render, is served instead.
// Sanitized post HTML can never carry it: the sanitizer drops data-* attributes.
const NOT_CACHED_ATTRIBUTE = "data-page-cache";

/** Spread onto the element that stands in for the missing data. */
export const NOT_CACHED = { [NOT_CACHED_ATTRIBUTE]: "skip" };

const marker = new RegExp(`<[a-z][^>]*\\s${NOT_CACHED_ATTRIBUTE}="skip"`, "i");

/** @param {string} html */
export const isDegraded = (html) => marker.test(html);
