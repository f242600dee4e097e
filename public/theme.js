// The visitor's stored theme choice, applied before the first paint. A same-origin file loaded
// synchronously in <head> (app/layout.tsx): the CSP's script-src 'self' allows it, pages stay
// cached (no cookie), and without a choice the CSS follows prefers-color-scheme by itself.
// Keep the key and values in step with lib/theme-choice.ts.
try {
  var theme = localStorage.getItem("theme");
  if (theme === "light" || theme === "dark") document.documentElement.classList.add(theme);
} catch {
  // Storage blocked (private mode, policy): the system theme applies.
}
