import { useId } from 'react';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n';

/** The search box over a category's games; it filters what is loaded, as the player types. */
export function GameSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="game-search">
      <label htmlFor={id} className="visually-hidden">
        {t('games.search')}
      </label>
      <Icon name="search" className="icon search-icon" />
      <input
        id={id}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('games.searchPlaceholder')}
        value={value}
        maxLength={64}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
