import { useState } from 'react';
import type { OpsAnnouncement } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field, TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { ContentList } from './ContentList';
import { LanguagePicker } from './LanguagePicker';
import { PlayerFrame } from './PlayerPreview';
import { fromLocalInput, pick, toLocalInput, withText } from './content-form';
import { useContent, useSaveAnnouncement } from './queries';

type Draft = Omit<OpsAnnouncement, 'ordinal'> & { mode: 'create' | 'update' };

/** Announcements: the list in order, and the editor with the player's notice per language. */
export default function AnnouncementsPage() {
  const t = useT();
  const may = useOperator().may('content.edit');
  const content = useContent();
  const [draft, setDraft] = useState<Draft | undefined>();
  if (!content.data) return content.error ? <ErrorMessage error={content.error} /> : <Loading />;
  const { announcements, languages, defaultLanguage } = content.data;
  return (
    <section>
      <h1>{t('content.announcements')}</h1>
      <ContentList
        label={t('content.announcements')}
        kind="announcement"
        orderable
        switchable
        items={announcements.map((item) => ({
          id: item.id,
          title: pick(item.title, defaultLanguage, defaultLanguage),
          enabled: item.enabled,
          detail: item.category,
        }))}
        onOpen={(id) => {
          const found = announcements.find((item) => item.id === id);
          if (found) setDraft({ ...found, mode: 'update' });
        }}
      />
      {may && (
        <p>
          <button
            type="button"
            className="ops-primary"
            onClick={() =>
              setDraft({
                mode: 'create',
                id: '',
                category: 'general',
                enabled: true,
                startsAt: new Date().toISOString(),
                endsAt: null,
                title: {},
                content: {},
              })
            }
          >
            {t('content.new')}
          </button>
        </p>
      )}
      {draft && (
        <AnnouncementEditor
          key={`${draft.mode}-${draft.id}`}
          initial={draft}
          languages={languages}
          defaultLanguage={defaultLanguage}
          onDone={() => setDraft(undefined)}
        />
      )}
    </section>
  );
}

function AnnouncementEditor(props: {
  initial: Draft;
  languages: string[];
  defaultLanguage: string;
  onDone: () => void;
}) {
  const t = useT();
  const may = useOperator().may('content.edit');
  const save = useSaveAnnouncement();
  const [draft, setDraft] = useState(props.initial);
  const [language, setLanguage] = useState(props.defaultLanguage);
  const fallback = props.defaultLanguage;
  const setText = (name: 'title' | 'content') => (value: string) =>
    setDraft((previous) => ({ ...previous, [name]: withText(previous[name], language, value) }));
  return (
    <div className="ops-content-layout">
      <form
        className="ops-panel ops-editor"
        aria-label={t('content.editAnnouncement')}
        onSubmit={(event) => {
          event.preventDefault();
          const { mode, id, category, startsAt, endsAt, title, content, enabled } = draft;
          save.mutate(
            { mode, id, category, startsAt, endsAt, title, content, enabled },
            { onSuccess: props.onDone },
          );
        }}
      >
        <h2>{draft.mode === 'create' ? t('content.new') : draft.id}</h2>
        {draft.mode === 'create' && (
          <TextField
            label={t('content.id')}
            value={draft.id}
            onValue={(id) => setDraft((previous) => ({ ...previous, id }))}
            maxLength={64}
            required
          />
        )}
        <Field label={t('content.startsAt')}>
          {({ id }) => (
            <input
              id={id}
              type="datetime-local"
              value={toLocalInput(draft.startsAt)}
              onInput={(event) => {
                const startsAt = fromLocalInput((event.target as HTMLInputElement).value);
                if (startsAt) setDraft((previous) => ({ ...previous, startsAt }));
              }}
            />
          )}
        </Field>
        <Field label={t('content.endsAt')} hint={t('content.endsAtHint')}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="datetime-local"
              aria-describedby={describedBy}
              value={toLocalInput(draft.endsAt)}
              onInput={(event) => {
                const endsAt = fromLocalInput((event.target as HTMLInputElement).value);
                setDraft((previous) => ({ ...previous, endsAt }));
              }}
            />
          )}
        </Field>
        <LanguagePicker
          languages={props.languages}
          value={language}
          onValue={setLanguage}
          written={(code) => !!draft.title[code]}
        />
        <TextField
          label={t('content.titleIn', { language })}
          value={draft.title[language] ?? ''}
          onValue={setText('title')}
          maxLength={120}
        />
        <TextField
          label={t('content.contentIn', { language })}
          value={draft.content[language] ?? ''}
          onValue={setText('content')}
          maxLength={2000}
        />
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
      <PlayerFrame language={language}>
        <article className="announcement-preview">
          <h3>{pick(draft.title, language, fallback)}</h3>
          <p>{pick(draft.content, language, fallback)}</p>
        </article>
      </PlayerFrame>
    </div>
  );
}
