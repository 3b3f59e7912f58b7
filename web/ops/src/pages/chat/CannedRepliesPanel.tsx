import { useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, UI_LANGUAGES, type CannedReply } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/Field';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from './queries';

interface Draft {
  id?: number;
  title: string;
  /** One row per language, in the order the operator added them. */
  rows: { language: string; text: string }[];
}

const EMPTY: Draft = { title: '', rows: [{ language: 'EN', text: '' }] };

const draftOf = (reply: CannedReply): Draft => ({
  id: reply.id,
  title: reply.title,
  rows: Object.entries(reply.texts).map(([language, text]) => ({ language, text })),
});

/** The merchant's canned replies: list, add, change the title and texts per language, remove. */
export function CannedRepliesPanel() {
  const t = useT();
  const replies = useCannedReplies();
  const save = useSaveCannedReply();
  const remove = useDeleteCannedReply();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [removing, setRemoving] = useState<CannedReply | undefined>();
  const unused = UI_LANGUAGES.filter((code) => !draft.rows.some((row) => row.language === code));
  const setRow = (index: number, change: Partial<Draft['rows'][number]>) =>
    setDraft((previous) => ({
      ...previous,
      rows: previous.rows.map((row, i) => (i === index ? { ...row, ...change } : row)),
    }));

  const submit = () => {
    const texts = Object.fromEntries(
      draft.rows.filter((row) => row.text.trim()).map((row) => [row.language, row.text]),
    );
    const body = { title: draft.title, texts };
    save.mutate(draft.id === undefined ? body : { ...body, id: draft.id }, {
      onSuccess: () => setDraft(EMPTY),
    });
  };

  return (
    <div className="ops-panel cs-canned-panel">
      <h2>{t('canned.title')}</h2>
      <ul className="cs-canned-list" aria-label={t('canned.title')}>
        {(replies.data?.replies ?? []).map((reply) => (
          <li key={reply.id}>
            <strong>{reply.title}</strong>{' '}
            <small className="ops-muted">
              {Object.keys(reply.texts).join(', ')} · {reply.updatedBy}
            </small>
            <span className="ops-actions">
              <button type="button" onClick={() => setDraft(draftOf(reply))}>
                {t('canned.edit')}
              </button>
              <button type="button" className="ops-danger" onClick={() => setRemoving(reply)}>
                {t('canned.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form
        className="cs-canned-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h3>
          {draft.id === undefined ? t('canned.add') : t('canned.editing', { title: draft.title })}
        </h3>
        <TextField
          label={t('canned.name')}
          name="title"
          value={draft.title}
          maxLength={80}
          required
          onValue={(title) => setDraft((previous) => ({ ...previous, title }))}
        />
        {draft.rows.map((row, index) => (
          <div className="cs-canned-row" key={row.language}>
            <label className="ops-visually-hidden" htmlFor={`cs-canned-lang-${index}`}>
              {t('common.language')}
            </label>
            <select
              id={`cs-canned-lang-${index}`}
              value={row.language}
              onChange={(event) =>
                setRow(index, { language: (event.target as HTMLSelectElement).value })
              }
            >
              {[row.language, ...unused].map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <label className="ops-visually-hidden" htmlFor={`cs-canned-text-${index}`}>
              {t('canned.text', { language: row.language })}
            </label>
            <input
              id={`cs-canned-text-${index}`}
              value={row.text}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              autoComplete="off"
              placeholder={t('canned.text', { language: row.language })}
              onInput={(event) => setRow(index, { text: (event.target as HTMLInputElement).value })}
            />
            {draft.rows.length > 1 && (
              <button
                type="button"
                onClick={() =>
                  setDraft((previous) => ({
                    ...previous,
                    rows: previous.rows.filter((_, i) => i !== index),
                  }))
                }
              >
                {t('canned.dropLanguage')}
              </button>
            )}
          </div>
        ))}
        <div className="ops-actions">
          {unused.length > 0 && (
            <button
              type="button"
              onClick={() =>
                setDraft((previous) => ({
                  ...previous,
                  rows: [...previous.rows, { language: unused[0]!, text: '' }],
                }))
              }
            >
              {t('canned.addLanguage')}
            </button>
          )}
          {draft.id !== undefined && (
            <button type="button" onClick={() => setDraft(EMPTY)}>
              {t('common.cancel')}
            </button>
          )}
          <button type="submit" className="ops-primary" disabled={save.isPending}>
            {t('common.save')}
          </button>
        </div>
      </form>
      <ErrorMessage error={save.error ?? remove.error ?? replies.error} />
      {removing && (
        <ConfirmDialog
          title={t('canned.removeTitle')}
          subject={removing.title}
          confirmLabel={t('canned.remove')}
          danger
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSettled: () => setRemoving(undefined) })}
          onCancel={() => setRemoving(undefined)}
        />
      )}
    </div>
  );
}
