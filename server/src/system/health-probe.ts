/**
 * `node server/dist/health-probe.js [/healthz|/readyz]`: the container's health check. It asks
 * this instance (PORT, default 8080) and exits 0 when the answer is 200, 1 otherwise, within
 * three seconds; the image has no curl, and node is already there.
 */
const PROBED_PATHS = ['/healthz', '/readyz'];
const TIMEOUT_MS = 3000;

const probed = process.argv[2] ?? '/healthz';
if (!PROBED_PATHS.includes(probed)) {
  console.error(`usage: health-probe.js [${PROBED_PATHS.join('|')}]`);
  process.exit(2);
}
const url = `http://127.0.0.1:${process.env.PORT || '8080'}${probed}`;
fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
  (response) => process.exit(response.status === 200 ? 0 : 1),
  () => process.exit(1),
);
