/** LIKE's wildcards (and its escape character) taken literally in a user's search string. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
