// @ts-check
/* global window, document */
// Runs in <head> before first paint, as the site's own theme-init.js: the game frame shows the
// site's stored theme (same origin), or the system's when the site stored none, so the stylesheet
// needs one light palette keyed on data-theme. Later changes on the site (storage event) or in
// the system follow live.
(function () {
  var system = window.matchMedia ? window.matchMedia('(prefers-color-scheme: light)') : null;
  function apply() {
    var theme = null;
    try {
      theme = localStorage.getItem('theme');
    } catch {
      /* storage blocked: the system preference applies */
    }
    if (theme !== 'dark' && theme !== 'light') theme = system && system.matches ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', theme);
  }
  apply();
  window.addEventListener('storage', function (event) {
    if (event.key === null || event.key === 'theme') apply();
  });
  if (system && system.addEventListener) system.addEventListener('change', apply);
})();
