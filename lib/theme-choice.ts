/**
 * The visitor's explicit theme, stored in localStorage under "theme" and shown as .light or .dark
 * on <html>: themeScript applies it before the first paint, this module when it changes. Without
 * one the CSS follows prefers-color-scheme (app/globals.css).
 */
export type Theme = "light" | "dark";

const KEY = "theme";
const CHANGE = "themechange";
/**
 * Inline in <head> (app/layout.tsx) so the stored theme is on <html> before the first paint without
 * a render-blocking request; every policy allows it by its hash (lib/security/csp.ts).
 */
export const themeScript = `try{var t=localStorage.getItem("${KEY}");if(t==="light"||t==="dark")document.documentElement.classList.add(t)}catch(e){}`;

const systemDark = () => window.matchMedia("(prefers-color-scheme: dark)");

/** The theme the page shows now: the stored choice, else the system's. */
export function currentTheme(): Theme {
  const classes = document.documentElement.classList;
  if (classes.contains("dark")) return "dark";
  if (classes.contains("light")) return "light";
  return systemDark().matches ? "dark" : "light";
}

function apply(theme: Theme | null) {
  const classes = document.documentElement.classList;
  classes.remove("light", "dark");
  if (theme) classes.add(theme);
}

/** Stores and shows a choice; it then holds on every page and visit until changed again. */
export function chooseTheme(theme: Theme) {
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  apply(theme);
  window.dispatchEvent(new Event(CHANGE));
}

/** Calls back when the shown theme may have changed: here, in another tab, or in the system. */
export function subscribeTheme(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY && event.key !== null) return;
    const value = event.newValue;
    apply(value === "light" || value === "dark" ? value : null);
    callback();
  };
  const media = systemDark();
  media.addEventListener("change", callback);
  window.addEventListener(CHANGE, callback);
  window.addEventListener("storage", onStorage);
  return () => {
    media.removeEventListener("change", callback);
    window.removeEventListener(CHANGE, callback);
    window.removeEventListener("storage", onStorage);
  };
}
