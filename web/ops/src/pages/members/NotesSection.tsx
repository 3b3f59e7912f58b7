import { useState } from 'react';
import { OPS_NOTE_MAX, type OpsMemberNote } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/Field';
import { useAddNote } from './queries';

/** Operators' notes on the member, newest first, and the form to add one (members.note). */
export function NotesSection({ memberId, notes }: { memberId: number; notes: OpsMemberNote[] }) {
  const t = useT();
  const operator = useOperator();
  const add = useAddNote(memberId);
  const [body, setBody] = useState('');
  return (
    <section aria-labelledby="ops-notes-title">
      <h2 id="ops-notes-title">{t('notes.title')}</h2>
      {operator.may('members.note') && (
        <form
          className="ops-filters"
          onSubmit={(event) => {
            event.preventDefault();
            if (body.trim() === '') return;
            add.mutate({ memberId, body: body.trim() }, { onSuccess: () => setBody('') });
          }}
        >
          <TextField
            label={t('notes.new')}
            name="note"
            value={body}
            onValue={setBody}
            maxLength={OPS_NOTE_MAX}
          />
          <div className="ops-actions">
            <button type="submit" className="ops-primary" disabled={add.isPending}>
              {t('notes.add')}
            </button>
          </div>
        </form>
      )}
      <ErrorMessage error={add.error} />
      {notes.length === 0 ? (
        <p className="ops-muted">{t('notes.none')}</p>
      ) : (
        <ul className="ops-notes">
          {notes.map((note) => (
            <li key={note.noteId} className="ops-panel">
              <p>{note.body}</p>
              <small className="ops-muted">
                {note.operatorName} · <DateText iso={note.createdAt} />
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
