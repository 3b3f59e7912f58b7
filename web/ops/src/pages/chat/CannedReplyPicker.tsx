import { useState } from 'react';
import { pickLocalizedText } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useCannedReplies } from './queries';

/**
 * Picks a canned reply and shows it as the player will read it: in the member's language when
 * the reply has one, else the merchant's (the server sends the same text).
 */
export function CannedReplyPicker(props: {
  language: string | null;
  busy: boolean;
  onSend: (cannedReplyId: number) => void;
}) {
  const t = useT();
  const replies = useCannedReplies();
  const [chosen, setChosen] = useState('');
  const list = replies.data?.replies ?? [];
  if (list.length === 0) return <p className="ops-muted">{t('chat.noCanned')}</p>;
  const reply = list.find((item) => String(item.id) === chosen);
  const fallback = replies.data?.defaultLanguage ?? 'EN';
  const preview = reply && pickLocalizedText(reply.texts, props.language ?? fallback, fallback);

  return (
    <div className="cs-canned">
      <label htmlFor="cs-canned-pick">{t('chat.canned')}</label>
      <select
        id="cs-canned-pick"
        value={chosen}
        onChange={(event) => setChosen((event.target as HTMLSelectElement).value)}
      >
        <option value="">{t('chat.cannedPick')}</option>
        {list.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.title}
          </option>
        ))}
      </select>
      {preview && (
        <p className="cs-preview" data-testid="canned-preview">
          <small className="ops-muted">{preview.language}</small> {preview.text}
        </p>
      )}
      <button
        type="button"
        disabled={!reply || props.busy}
        onClick={() => reply && props.onSend(reply.id)}
      >
        {t('chat.sendCanned')}
      </button>
    </div>
  );
}
