/** Spec §2: Home matches only "/", every other item its own path and anything below it. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
