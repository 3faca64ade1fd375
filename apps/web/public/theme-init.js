/* global window, document */
// Runs before first paint so the page never flashes the wrong theme.
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    /* storage blocked: fall back to the system preference */
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.setAttribute('data-theme', theme);
  try {
    var lang = localStorage.getItem('lang');
    var html = { EN: 'en', TY: 'tl', CN: 'zh-CN', ID: 'id', TH: 'th', VI: 'vi', JA: 'ja' }[lang];
    if (html) document.documentElement.setAttribute('lang', html);
    // The server draws public pages for a newcomer: a visitor in another language or logged in
    // (token in sessionStorage), or back on the slots page with a vendor tab remembered, gets a
    // page of their own, drawn by the browser, and the server's is kept out of sight until then
    // (theme.css, decision 0043).
    var ownVendor = window.location.pathname === '/rng' && sessionStorage.getItem('gameVendor');
    if ((lang && lang !== 'EN') || sessionStorage.getItem('token') || ownVendor) {
      document.documentElement.setAttribute('data-own-page', '');
    }
  } catch {
    /* ignore */
  }
})();
