/* global document, window */
/*
 * Loaded before the page paints, long before its script bundle arrives on a slow phone: keeps
 * the last tap on a control marked data-early-tap, so main.tsx can act on it once the page is
 * hydrated (decision 622). Plain ES5 in public/ so Vite leaves it unbundled and tiny.
 */
(function () {
  var tapped = null;
  function remember(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest("[data-early-tap]") : null;
    if (control) tapped = control.getAttribute("data-early-tap");
  }
  document.addEventListener("click", remember, true);
  window.__earlyTaps = {
    take: function () {
      document.removeEventListener("click", remember, true);
      var last = tapped;
      tapped = null;
      return last;
    },
  };
})();
