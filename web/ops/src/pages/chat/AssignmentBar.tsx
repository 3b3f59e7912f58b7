import { useState } from 'react';
import type { OpsConversation } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useAgents, useAssign } from './queries';
import { transferTargets } from './assignment';

/** Who has the conversation, and take, transfer (with confirmation) or release it. */
export function AssignmentBar({ conversation, me }: { conversation: OpsConversation; me: string }) {
  const t = useT();
  const agents = useAgents();
  const assign = useAssign();
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const from = conversation.assignedTo;
  const others = transferTargets(agents.data?.agents ?? [], from, me);
  const move = (assignee: string | null) =>
    assign.mutate(
      { conversationId: conversation.id, assignee, previousAssignee: from },
      { onSettled: () => setConfirming(false) },
    );

  return (
    <div className="cs-assignment">
      <span data-testid="chat-assignee">
        {from ? t('chat.assignedTo', { name: from }) : t('chat.unassigned')}
      </span>
      {from !== me && (
        <button
          type="button"
          className="ops-primary"
          disabled={assign.isPending}
          onClick={() => move(me)}
        >
          {t('chat.take')}
        </button>
      )}
      {from !== null && (
        <button type="button" disabled={assign.isPending} onClick={() => move(null)}>
          {t('chat.release')}
        </button>
      )}
      {others.length > 0 && (
        <span className="cs-transfer">
          <label className="ops-visually-hidden" htmlFor={`cs-transfer-${conversation.id}`}>
            {t('chat.transferTo')}
          </label>
          <select
            id={`cs-transfer-${conversation.id}`}
            value={target}
            onChange={(event) => setTarget((event.target as HTMLSelectElement).value)}
          >
            <option value="">{t('chat.transferTo')}</option>
            {others.map((agent) => (
              <option key={agent.username} value={agent.username}>
                {agent.username} · {t(`role.${agent.role}`)}
              </option>
            ))}
          </select>
          <button type="button" disabled={!target} onClick={() => setConfirming(true)}>
            {t('chat.transfer')}
          </button>
        </span>
      )}
      <ErrorMessage error={assign.error} />
      {confirming && (
        <ConfirmDialog
          title={t('chat.transferTitle')}
          subject={t('chat.transferSubject', { player: conversation.playerName, name: target })}
          confirmLabel={t('chat.transfer')}
          busy={assign.isPending}
          onConfirm={() => move(target)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
