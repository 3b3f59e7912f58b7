import { useEffect, useState, type ReactNode } from 'react';
import { RTL_LANGUAGES, formatDateTime, toBcp47 } from '@lobby/contract';
import { PromotionCardFace } from '#shared/PromotionCardFace';
import { loadPlayerWords } from '#shared/player-locales';
import { useT } from '../../lib/i18n';
import { fillIn } from './player-words';
import './content.css';

/** The player's words of a language (the keys the preview uses), loaded on demand. */
export function usePlayerWords(
  language: string,
): (key: string, values?: Record<string, string>) => string {
  const [words, setWords] = useState<Record<string, string>>({});
  useEffect(() => {
    let current = true;
    void loadPlayerWords(language).then((loaded) => {
      if (current) setWords(loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return (key, values) => fillIn(words, key, values);
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

/** The player's promotion card (web/shared/PromotionCardFace.tsx), as its list shows it. */
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
            <PromotionCardFace image={props.image} title={props.title} validity={validity} />
          </span>
        </li>
      </ul>
    </PlayerFrame>
  );
}
