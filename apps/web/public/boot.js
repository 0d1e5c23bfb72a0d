// Loaded by index.html before the bundle (an external file, as the Content-Security-Policy allows no inline script).
// Before the bundle loads: language and direction (cookie, browser, stored — as src/i18n/locale.ts)
// and colour scheme (as src/theme/theme-store.ts), so the first paint is already right.
(function () {
  var locales = ['fr', 'en', 'ar', 'it'];
  var pick = function (v) {
    v = (v || '').slice(0, 2).toLowerCase();
    return locales.indexOf(v) >= 0 ? v : null;
  };
  var cookie = (document.cookie.match(/(?:^|;\s*)lang=([^;]*)/) || [])[1];
  var stored = null,
    theme = null;
  try {
    stored = localStorage.getItem('comptoir.locale');
    theme = localStorage.getItem('comptoir.theme');
  } catch (e) {}
  var lang = pick(cookie) || pick(navigator.language) || pick(stored) || 'fr';
  var html = document.documentElement;
  html.lang = lang;
  html.dir = lang === 'ar' ? 'rtl' : 'ltr';
  html.setAttribute('data-mantine-color-scheme', theme === 'dark' ? 'dark' : 'light');
  html.setAttribute('data-app-theme', theme === 'dark' || theme === 'semi-dark' ? theme : 'light');
})();
