import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { LIMITS } from '@lobby/contract';
import { openDialog } from '../../lib/dialogs';
import { useT } from '../../lib/i18n';
import { useReducedMotion } from '../../lib/reduced-motion';
import { useMarqueeAnnouncements } from './announcements';
import { MarqueeBox } from './MarqueeBox';
import { textLanguageAttributes } from '../../lib/text-language';

function Megaphone() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="marquee-icon">
      <path d="M3 10v4h3l5 4V6L6 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
    </svg>
  );
}

/**
 * The announcement marquee on /m/home (SPEC sections 2 and 9): the announcements scroll at 60 px
 * a second and loop forever (two copies side by side, shifted by one copy's width). It stands
 * still for players who ask for reduced motion and while a finger or pointer is on it; a tap
 * opens the full text. Its box keeps one height whatever arrives.
 */
export default function AnnouncementMarquee() {
  const t = useT();
  const announcements = useMarqueeAnnouncements();
  const reducedMotion = useReducedMotion();
  const [held, setHeld] = useState(false);
  const copyRef = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);
  const items = announcements.data ?? [];
  const key = items.map((announcement) => announcement.content).join('\n');

  useLayoutEffect(() => {
    const copy = copyRef.current;
    if (!copy) return;
    const measure = () => {
      const rtl = getComputedStyle(copy).direction === 'rtl';
      setShift((rtl ? 1 : -1) * copy.getBoundingClientRect().width);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [key]);

  if (items.length === 0) return <MarqueeBox />;

  const openFullText = () =>
    openDialog({
      kind: 'notice',
      title: t('marquee.title'),
      message: items.map((item) => `${item.title}\n${item.content}`).join('\n\n'),
    });
  const still = reducedMotion || shift === 0;
  const trackStyle = {
    '--marquee-shift': `${shift}px`,
    animationDuration: `${Math.abs(shift) / LIMITS.marqueePxPerSecond}s`,
    animationName: still ? 'none' : undefined,
    animationPlayState: held ? 'paused' : 'running',
  } as CSSProperties;
  const release = () => setHeld(false);
  const copy = (hidden: boolean) => (
    <span
      className="marquee-copy"
      ref={hidden ? undefined : copyRef}
      aria-hidden={hidden || undefined}
    >
      {items.map((announcement, index) => (
        <span
          key={index}
          className="marquee-item"
          {...textLanguageAttributes(announcement.textLanguages?.content)}
        >
          {announcement.content}
        </span>
      ))}
    </span>
  );
  return (
    <button
      type="button"
      className="marquee"
      aria-label={t('marquee.label')}
      aria-haspopup="dialog"
      onClick={openFullText}
      onPointerDown={() => setHeld(true)}
      onPointerUp={release}
      onPointerCancel={release}
      onPointerLeave={release}
    >
      <Megaphone />
      <span className="marquee-window">
        <span className="marquee-track" style={trackStyle} data-still={still || undefined}>
          {copy(false)}
          {!still && copy(true)}
        </span>
      </span>
    </button>
  );
}
