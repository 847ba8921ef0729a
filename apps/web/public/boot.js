/*
 * SiLoker: starts the app on a page the server rendered, after that page has been painted
 * (docs/decisions/120). The page is complete without JavaScript; the app's scripts (its entry first,
 * then the modules to fetch beside it) are listed in this script's data-modules and are only asked for
 * once the browser has shown the page, so a phone's first paint never waits for them.
 */
(function () {
  var script = document.currentScript;
  var modules = ((script && script.getAttribute('data-modules')) || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (src, index) {
      var element;
      if (index === 0) {
        element = document.createElement('script');
        element.type = 'module';
        element.src = src;
      } else {
        element = document.createElement('link');
        element.rel = 'modulepreload';
        element.href = src;
      }
      element.crossOrigin = '';
      document.head.appendChild(element);
    });
  }
  // A frame's callbacks run before the frame is painted; the timeout after it. A tab opened in the
  // background paints no frame until it is shown: the second timeout starts the app there anyway.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
