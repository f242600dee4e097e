export function noteFill(tags: string[], start: number): void;
export function readSince(tags: string[], renderStart: number): number;
