import { useCallback, useEffect, useRef, useState } from 'react';
import { BANNER_SIZE, type Banner } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useReducedMotion } from '../../lib/reduced-motion';

/** How long each banner shows before the next slides in. */
const AUTOPLAY_MS = 5000;

/**
 * Banners side by side in a scroll-snapping row: swipe, tap a dot, or wait 5 s for the next.
 * Autoplay pauses while a finger or pointer is on it, while it is off screen, and never runs
 * for players who ask for reduced motion.
 */
export function BannerCarousel({
  banners,
  onOpen,
}: {
  banners: readonly Banner[];
  onOpen: (banner: Banner) => void;
}) {
  const t = useT();
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [held, setHeld] = useState(false);
  const [onScreen, setOnScreen] = useState(true);
  const reducedMotion = useReducedMotion();
  const count = banners.length;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const slide = track?.children[index] as HTMLElement | undefined;
      if (!track || !slide) return;
      // Positions relative to the track hold in both directions of writing (offsetLeft does not).
      const delta = slide.getBoundingClientRect().left - track.getBoundingClientRect().left;
      track.scrollTo({
        left: track.scrollLeft + delta,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
    },
    [reducedMotion],
  );

  // The dot follows whichever slide is mostly in view, however it got there.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') return;
    const slides = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: track, threshold: 0.6 },
    );
    for (const slide of Array.from(track.children)) slides.observe(slide);
    const visibility = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting));
    visibility.observe(track);
    return () => {
      slides.disconnect();
      visibility.disconnect();
    };
  }, [count]);

  useEffect(() => {
    if (held || !onScreen || reducedMotion || count < 2) return;
    const timer = setTimeout(() => goTo((active + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [active, held, onScreen, reducedMotion, count, goTo]);

  const hold = () => setHeld(true);
  const release = () => setHeld(false);

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onPointerEnter={(event) => event.pointerType === 'mouse' && hold()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && release()}
      onTouchStart={hold}
      onTouchEnd={release}
      onTouchCancel={release}
      // Keyboard focus holds it too; a tap's focus does not, so autoplay resumes after a tap.
      onFocus={(event) => event.target.matches(':focus-visible') && hold()}
      onBlur={release}
    >
      <div ref={trackRef} className="banner-track">
        {banners.map((banner, index) => {
          const image = (
            <img
              src={banner.url}
              alt={banner.linkageType === 'NONE' ? banner.title : ''}
              width={BANNER_SIZE.width}
              height={BANNER_SIZE.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          );
          // Wordless artwork carries its words as text over it, in the player's language.
          const caption = banner.caption && (
            <span className="banner-caption" aria-hidden="true">
              <span className="banner-caption-title">{banner.caption.title}</span>
              {banner.caption.action && (
                <span className="banner-caption-action">{banner.caption.action}</span>
              )}
            </span>
          );
          return (
            <div
              key={banner.id}
              className="banner-slide banner-box"
              data-index={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
            >
              {banner.linkageType === 'NONE' ? (
                <>
                  {image}
                  {caption}
                </>
              ) : (
                <button
                  type="button"
                  className="banner-button"
                  aria-label={banner.title}
                  onClick={() => onOpen(banner)}
                >
                  {image}
                  {caption}
                </button>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="banner-dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="banner-dot"
              aria-label={t('banner.show', { index: index + 1, count })}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
