import { useState, type FormEvent } from 'react';
import { DEFAULTS, UI_LANGUAGES, type UiLanguage } from '@lobby/contract';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SelectField, TextField } from '../../components/Field';
import { useT } from '../../lib/i18n';
import { blank, pushBodyOf, withWords, type Words } from './push-message';
import { useSendPush } from './queries';

/** Push: a topic or a member, title, body and link per language, marketing or a service notice. */
export default function PushPage() {
  const t = useT();
  const send = useSendPush();
  const [targetKind, setTargetKind] = useState<'topic' | 'member'>('topic');
  const [topic, setTopic] = useState<string>(DEFAULTS.pushTopic);
  const [memberId, setMemberId] = useState('');
  const [marketing, setMarketing] = useState(true);
  const [words, setWords] = useState<Words[]>([blank('EN')]);
  const languages = UI_LANGUAGES.map((code) => ({ value: code, label: code }));

  const change = (index: number, patch: Partial<Words>) =>
    setWords((list) => withWords(list, index, patch));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(pushBodyOf({ targetKind, topic, memberId, marketing, words }));
  };

  return (
    <section>
      <h1>{t('push.title')}</h1>
      <form className="ops-panel" onSubmit={submit}>
        <div className="ops-filters">
          <SelectField
            label={t('push.target')}
            value={targetKind}
            onValue={(value) => setTargetKind(value as 'topic' | 'member')}
            options={[
              { value: 'topic', label: t('push.targetTopic') },
              { value: 'member', label: t('push.targetMember') },
            ]}
          />
          {targetKind === 'topic' ? (
            <TextField
              label={t('push.topic')}
              value={topic}
              onValue={setTopic}
              maxLength={64}
              required
            />
          ) : (
            <TextField
              label={t('push.memberId')}
              value={memberId}
              onValue={setMemberId}
              inputMode="numeric"
              required
            />
          )}
          <label className="ops-check">
            <input
              type="checkbox"
              checked={marketing}
              onChange={(event) => setMarketing(event.currentTarget.checked)}
            />
            {t('push.marketing')}
          </label>
        </div>
        {words.map((item, index) => (
          <fieldset key={index} className="ops-filters">
            <legend>{index === 0 ? t('push.defaultLanguage') : t('push.otherLanguage')}</legend>
            <SelectField
              label={t('push.language')}
              value={item.language}
              onValue={(value) => change(index, { language: value as UiLanguage })}
              options={languages}
            />
            <TextField
              label={t('push.messageTitle')}
              value={item.title}
              onValue={(title) => change(index, { title })}
              maxLength={120}
              required
            />
            <TextField
              label={t('push.body')}
              value={item.body}
              onValue={(body) => change(index, { body })}
              maxLength={400}
            />
            <TextField
              label={t('push.url')}
              value={item.url}
              onValue={(url) => change(index, { url })}
              maxLength={2048}
              hint={t('push.urlHint')}
              required
            />
          </fieldset>
        ))}
        <div className="ops-actions">
          <button type="button" onClick={() => setWords((list) => [...list, blank('EN')])}>
            {t('push.addLanguage')}
          </button>
          <button type="submit" className="ops-primary" disabled={send.isPending}>
            {t('push.send')}
          </button>
        </div>
        {send.isError && <ErrorMessage error={send.error} />}
        {send.data && <p role="status">{t('push.queued', { count: send.data.recipients })}</p>}
      </form>
    </section>
  );
}
