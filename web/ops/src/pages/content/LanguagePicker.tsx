import { useT } from '../../lib/i18n';

/** The merchant's player languages as tabs; a language with no text of its own is marked. */
export function LanguagePicker(props: {
  languages: readonly string[];
  value: string;
  onValue: (language: string) => void;
  written: (language: string) => boolean;
}) {
  const t = useT();
  return (
    <div className="ops-language-tabs" role="tablist" aria-label={t('content.language')}>
      {props.languages.map((language) => (
        <button
          key={language}
          type="button"
          role="tab"
          aria-selected={language === props.value}
          className={language === props.value ? 'ops-tab ops-tab-current' : 'ops-tab'}
          onClick={() => props.onValue(language)}
        >
          {language}
          {!props.written(language) && (
            <span className="ops-tab-missing" aria-label={t('content.missing')}>
              •
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
