// Applies the saved theme class before the first paint, so dark mode never flashes light.
// Kept as a tiny external file because the Content-Security-Policy is script-src 'self' (no inline script).
// The key must equal THEME_STORAGE_KEY in src/lib/theme.ts (a unit test checks it).
(() => {
  const key = 'rotawise-theme';
  let theme = 'light';
  try {
    const stored = window.localStorage.getItem(key);
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch (_error) {
    // Storage can be blocked (private mode, policy): fall back to the default light theme.
  }
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
