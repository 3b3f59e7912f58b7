/**
 * The announcement strip's box before and while its announcements load (and when there are none):
 * the strip's own height from the first paint, so nothing below it shifts.
 */
export function MarqueeBox() {
  return <div className="marquee" aria-hidden="true" />;
}
