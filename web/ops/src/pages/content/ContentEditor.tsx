import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/Field';
import { LanguagePicker } from './LanguagePicker';
import type { Content, ContentKind, Draft } from './content-kind';

/**
 * One item's editor, the same for every kind: its id when new, the kind's shared settings, the
 * language tabs and that language's texts, save and cancel; beside it the player's view.
 */
export function ContentEditor<Item, D extends Draft, B>(props: {
  kind: ContentKind<Item, D, B>;
  initial: D;
  content: Content;
  onDone: () => void;
}) {
  const t = useT();
  const may = useOperator().may('content.edit');
  const { kind, content } = props;
  const save = kind.useSave();
  const [draft, setDraft] = useState(props.initial);
  const [language, setLanguage] = useState(content.defaultLanguage);
  const fallback = content.defaultLanguage;
  const fields = { draft, update: setDraft, language, fallback, content };
  const { Settings, Texts, Preview } = kind;
  return (
    <div className="ops-content-layout">
      <form
        className="ops-panel ops-editor"
        aria-label={t(kind.editKey)}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(kind.bodyOf(draft), { onSuccess: props.onDone });
        }}
      >
        <h2>{draft.mode === 'create' ? t('content.new') : draft.id}</h2>
        {draft.mode === 'create' && (
          <TextField
            label={t('content.id')}
            name="id"
            value={draft.id}
            onValue={(id) => setDraft((previous) => ({ ...previous, id }))}
            maxLength={64}
            required
          />
        )}
        {Settings && <Settings {...fields} />}
        <LanguagePicker
          languages={content.languages}
          value={language}
          onValue={setLanguage}
          written={(code) => kind.written(draft, code)}
        />
        <Texts {...fields} />
        <ErrorMessage error={save.error} />
        <div className="ops-actions">
          {may && (
            <button type="submit" className="ops-primary" disabled={save.isPending}>
              {t('common.save')}
            </button>
          )}
          <button type="button" onClick={props.onDone}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
      <Preview draft={draft} language={language} fallback={fallback} />
    </div>
  );
}
