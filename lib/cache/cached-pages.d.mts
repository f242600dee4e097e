export function isCachedPage(pathname: string): boolean;
export const notCachedPageSource: string;
