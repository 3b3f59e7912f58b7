import { useState } from 'react';
import type { OpsConversation } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { AssignmentBar } from './AssignmentBar';
import { CannedReplyPicker } from './CannedReplyPicker';
import { useMessages, useReply } from './queries';

const newClientId = () => crypto.randomUUID();

/** One conversation: who has it, its messages (as text), the answer box and canned replies. */
export function ConversationPane({ conversation }: { conversation: OpsConversation }) {
  const t = useT();
  const operator = useOperator();
  const messages = useMessages(conversation.id);
  const reply = useReply();
  const [text, setText] = useState('');

  const send = (body: { text: string } | { cannedReplyId: number }) => {
    // The box empties at once, so what the operator types next is never wiped by a late answer;
    // a failed send puts the words back if nothing new was typed.
    if ('text' in body) setText('');
    reply.mutate(
      { conversationId: conversation.id, clientId: newClientId(), ...body },
      { onError: () => 'text' in body && setText((typed) => typed || body.text) },
    );
  };

  return (
    <div className="ops-panel cs-pane" aria-label={conversation.playerName}>
      <header className="cs-pane-head">
        <h2>
          {conversation.playerName}
          {conversation.language && <small className="ops-muted"> · {conversation.language}</small>}
        </h2>
        <AssignmentBar conversation={conversation} me={operator.username} />
      </header>
      {messages.data ? (
        <ol className="cs-messages" data-testid="ops-messages" aria-live="polite">
          {messages.data.messages.map((message) => (
            <li key={message.id} className={`cs-message cs-${message.sender}`}>
              <p data-testid={`ops-message-${message.sender}`}>{message.text}</p>
              <small className="ops-muted">
                <DateText iso={message.sentAt} />
              </small>
            </li>
          ))}
        </ol>
      ) : (
        messages.isPending && <Loading />
      )}
      <ErrorMessage error={messages.error ?? reply.error} />
      <form
        className="cs-reply"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) send({ text });
        }}
      >
        <label className="ops-visually-hidden" htmlFor="cs-reply-text">
          {t('chat.answer')}
        </label>
        <input
          id="cs-reply-text"
          value={text}
          maxLength={1000}
          autoComplete="off"
          placeholder={t('chat.answer')}
          onInput={(event) => setText((event.target as HTMLInputElement).value)}
        />
        <button type="submit" className="ops-primary" disabled={reply.isPending || !text.trim()}>
          {t('chat.send')}
        </button>
      </form>
      <CannedReplyPicker
        language={conversation.language}
        busy={reply.isPending}
        onSend={(cannedReplyId) => send({ cannedReplyId })}
      />
    </div>
  );
}
