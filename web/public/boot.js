/* global addEventListener, document, requestAnimationFrame, sessionStorage, setTimeout, window */
// Starts the app once the page's still first screen (written by the server, #first-screen) has
// painted with its pictures, so the app's own work never holds back that first paint. The app's
// code is fetched from then on, all at once: the entry and the modules it and the first screen
// need (data-preload), so they do not share the slow network with that first paint. A slow picture
// holds the app back 1 s at most.
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // The browser's install event may come before the app has started: kept for it (install-event.ts).
  addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.lobbyInstallEvent = event;
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next frame has painted (rAF runs just before it; the task after, just after it).
  function afterPaint() {
    // A hidden tab paints no frames.
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 1000);
  var screen = document.getElementById('first-screen');
  // Rooms the app leaves out this session (a closed bar, a page in the merchant's app) go before
  // the first paint, so nothing jumps when the app draws.
  if (screen) {
    Array.prototype.forEach.call(screen.querySelectorAll('[data-unless-session]'), function (room) {
      var keys = room.getAttribute('data-unless-session').split(' ');
      try {
        for (var i = 0; i < keys.length; i += 1) {
          if (sessionStorage.getItem(keys[i]) === '1') return room.remove();
        }
      } catch {
        // Storage refused (private modes): the app draws without the flag too.
      }
    });
  }
  var images = screen ? Array.prototype.slice.call(screen.getElementsByTagName('img')) : [];
  // Loaded and decoded, so the frame after this one shows them.
  Promise.all(
    images.map(function (image) {
      return image.decode().catch(function () {});
    }),
  ).then(afterPaint);
})();
