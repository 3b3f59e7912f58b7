/* global document, window */
// Runs before the page is drawn: inside the member centre's frame, whose bar has Back and the
// game's name, the page's own bar is hidden, so the player meets one back bar.
if (window.self !== window.top) document.documentElement.classList.add('framed');
