import { useEffect, useState, type ReactNode } from 'react';
import { RTL_LANGUAGES, formatDateTime, toBcp47 } from '@lobby/contract';
import { useT } from '../../lib/i18n';
// The player's own styles, so the preview is the player's card, not a likeness of it.
import '../../../../src/features/promotions/promotions.css';
import './content.css';

// The player's words, one language file per chunk, loaded for the language previewed only.
const playerLocales = import.meta.glob<{ default: Record<string, string> }>(
  '../../../../src/locales/*.json',
);

/** The player's words of a language (the keys the preview uses), loaded on demand. */
export function usePlayerWords(
  language: string,
): (key: string, values?: Record<string, string>) => string {
  const [words, setWords] = useState<Record<string, string>>({});
  useEffect(() => {
    let current = true;
    const load = playerLocales[`../../../../src/locales/${language}.json`];
    void load?.().then((module) => {
      if (current) setWords(module.default);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return (key, values = {}) =>
    (words[key] ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A phone-wide frame in the player's language and direction, drawn with the player's styles. */
export function PlayerFrame({ language, children }: { language: string; children: ReactNode }) {
  const t = useT();
  return (
    <figure className="ops-preview">
      <figcaption>{t('content.preview', { language })}</figcaption>
      <div
        className="ops-preview-phone"
        lang={toBcp47(language)}
        dir={RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}
        data-testid="player-preview"
      >
        {children}
      </div>
    </figure>
  );
}

/** The player's promotion card (web/src/features/promotions/PromotionCard.tsx), as it lists it. */
export function PromotionCardPreview(props: {
  language: string;
  title: string;
  image: string;
  endsAt: string | null;
}) {
  const words = usePlayerWords(props.language);
  const validity = props.endsAt
    ? words('promo.until', { date: formatDateTime(props.endsAt, props.language) })
    : words('promo.ongoing');
  return (
    <PlayerFrame language={props.language}>
      <ul className="promo-list">
        <li>
          <span className="promo-card">
            <img className="promo-art" src={props.image} alt="" width={720} height={360} />
            <span className="promo-card-text">
              <span className="promo-title">{props.title}</span>
              <span className="promo-validity">{validity}</span>
            </span>
          </span>
        </li>
      </ul>
    </PlayerFrame>
  );
}
