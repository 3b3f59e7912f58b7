import { useState } from 'react';
import { STORAGE_KEYS, isUiLanguage, toBcp47 } from '@lobby/contract';
import { setLanguage, useLanguage, useT } from '../lib/i18n';
import { localStore } from '../lib/storage';
import { Icon } from './icons';
import { LANGUAGE_NAMES } from './language-names';
import { Scrim } from './Scrim';

/** A globe button that opens a bottom sheet of the merchant's languages, each in its own name. */
export function LanguageSwitcher({
  languages,
  onChanged,
  showName = false,
  labelledBy,
}: {
  languages: readonly string[];
  onChanged?: (language: string) => void;
  /** Show the current language by its own name instead of its code (settings rows). */
  showName?: boolean;
  /** The id of a visible label naming the button (it then says the language it shows). */
  labelledBy?: string;
}) {
  const t = useT();
  const current = useLanguage();
  const [open, setOpen] = useState(false);

  const choose = async (code: string) => {
    if (!isUiLanguage(code)) return;
    localStore.set(STORAGE_KEYS.language, code);
    setOpen(false);
    await setLanguage(code);
    onChanged?.(code);
  };

  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={labelledBy ? undefined : t('language.choose')}
        aria-labelledby={labelledBy ? `${labelledBy} ${labelledBy}-value` : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="globe" />
        {showName ? (
          <span id={labelledBy ? `${labelledBy}-value` : undefined}>
            {LANGUAGE_NAMES[current] ?? current}
          </span>
        ) : (
          <span className="icon-button-text">{current}</span>
        )}
      </button>
      {open && (
        <Scrim onClick={() => setOpen(false)}>
          <div
            className="sheet"
            role="dialog"
            aria-modal="true"
            aria-labelledby="language-title"
            onClick={(event) => event.stopPropagation()}
          >
            <h2 id="language-title">{t('language.choose')}</h2>
            <ul className="language-list">
              {languages.filter(isUiLanguage).map((code) => (
                <li key={code}>
                  <button
                    type="button"
                    className="language-option"
                    lang={toBcp47(code)}
                    aria-current={code === current ? 'true' : undefined}
                    onClick={() => void choose(code)}
                  >
                    {LANGUAGE_NAMES[code] ?? code}
                  </button>
                </li>
              ))}
            </ul>
            <div className="sheet-actions">
              <button type="button" className="button secondary" onClick={() => setOpen(false)}>
                {t('action.cancel')}
              </button>
            </div>
          </div>
        </Scrim>
      )}
    </>
  );
}
