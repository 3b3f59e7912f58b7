import type { OpsConversation } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { DateText } from '../../components/DateText';

/** The conversations, latest first: player, who has it, when, and the unread badge. */
export function ConversationList(props: {
  conversations: OpsConversation[];
  selected: number | undefined;
  onSelect: (id: number) => void;
}) {
  const t = useT();
  if (props.conversations.length === 0) {
    return <p className="ops-panel ops-muted">{t('chat.empty')}</p>;
  }
  return (
    <ul className="cs-list" aria-label={t('chat.conversations')} data-testid="ops-conversations">
      {props.conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            aria-current={conversation.id === props.selected ? 'true' : undefined}
            onClick={() => props.onSelect(conversation.id)}
          >
            <span className="cs-name">
              {conversation.playerName}
              {conversation.kind === 'visitor' && (
                <small className="ops-muted"> · {t('chat.visitor')}</small>
              )}
            </span>
            {conversation.unread > 0 && (
              <span
                className="cs-badge"
                aria-label={t('chat.unread', { count: conversation.unread })}
              >
                {conversation.unread}
              </span>
            )}
            <small className="ops-muted cs-meta">
              {conversation.assignedTo ?? t('chat.nobody')}
              {conversation.lastMessageAt && (
                <>
                  {' · '}
                  <DateText iso={conversation.lastMessageAt} />
                </>
              )}
            </small>
          </button>
        </li>
      ))}
    </ul>
  );
}
