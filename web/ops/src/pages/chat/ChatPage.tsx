import { useState } from 'react';
import { OPS_CONVERSATION_FILTERS, type OpsConversationFilter } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { CannedRepliesPanel } from './CannedRepliesPanel';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import { useChatStream, useConversations } from './queries';
import './chat.css';

/** The chat inbox: conversations with unread counts, one conversation, the canned replies. */
export default function ChatPage() {
  const t = useT();
  const [filter, setFilter] = useState<OpsConversationFilter>('all');
  const [selected, setSelected] = useState<number | undefined>();
  const [managing, setManaging] = useState(false);
  const inbox = useConversations(filter);
  useChatStream();
  const conversation = inbox.data?.conversations.find((item) => item.id === selected);

  return (
    <section>
      <div className="cs-heading">
        <h1>
          {t('chat.title')}{' '}
          {inbox.data && inbox.data.unreadTotal > 0 && (
            <span className="cs-badge" data-testid="chat-unread-total">
              {t('chat.unreadTotal', { count: inbox.data.unreadTotal })}
            </span>
          )}
        </h1>
        <button type="button" aria-expanded={managing} onClick={() => setManaging(!managing)}>
          {t('chat.manageCanned')}
        </button>
      </div>
      {managing && <CannedRepliesPanel />}
      <div className="cs-tabs" role="group" aria-label={t('chat.filter')}>
        {OPS_CONVERSATION_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            className={filter === name ? 'ops-primary' : undefined}
            onClick={() => setFilter(name)}
          >
            {t(`chat.filter.${name}`)}
          </button>
        ))}
      </div>
      <ErrorMessage error={inbox.error} />
      <div className="cs-inbox">
        {inbox.data ? (
          <ConversationList
            conversations={inbox.data.conversations}
            selected={selected}
            onSelect={setSelected}
          />
        ) : (
          inbox.isPending && <Loading />
        )}
        {conversation ? (
          <ConversationPane conversation={conversation} />
        ) : (
          <p className="ops-panel ops-muted">{t('chat.pick')}</p>
        )}
      </div>
    </section>
  );
}
