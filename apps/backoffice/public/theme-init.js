/* global window, document */
// Applies the operator's stored theme (or the system's) before the console paints.
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('bo-theme');
  } catch {
    /* storage blocked: fall back to the system preference */
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
