import type { OperatorRequestRow } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useDecideOperatorRequest } from './queries';

/**
 * Additions and role changes to a money role waiting for a second admin: another admin approves
 * or rejects each here (the server refuses the requester and operators it made). An approved
 * addition's one-time password goes to the approver, shown once like any other.
 */
export function OperatorRequests({
  requests,
  me,
  onIssued,
}: {
  requests: OperatorRequestRow[];
  /** The signed-in operator: their own requests are listed without Approve and Reject. */
  me: string;
  onIssued: (issued: { username: string; password: string }) => void;
}) {
  const t = useT();
  const decide = useDecideOperatorRequest();
  if (requests.length === 0) return null;
  const answer = (request: OperatorRequestRow, decision: 'approve' | 'reject') =>
    decide.mutate(
      { requestId: request.id, decision },
      {
        onSuccess: (value) => {
          if (value.oneTimePassword) {
            onIssued({ username: value.request.username, password: value.oneTimePassword });
          }
        },
      },
    );
  return (
    <section className="ops-panel" aria-label={t('operators.requestsTitle')}>
      <h2>{t('operators.requestsTitle')}</h2>
      <ul>
        {requests.map((request) => (
          <li key={request.id}>
            <span>
              {t('operators.requestLine', {
                name: request.username,
                role: t(`role.${request.role}`),
                by: request.requestedBy,
              })}
            </span>
            {request.requestedBy !== me && (
              <span className="ops-actions">
                <button
                  type="button"
                  className="ops-primary"
                  disabled={decide.isPending}
                  onClick={() => answer(request, 'approve')}
                >
                  {t('operators.approve')}
                </button>
                <button
                  type="button"
                  disabled={decide.isPending}
                  onClick={() => answer(request, 'reject')}
                >
                  {t('operators.reject')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <ErrorMessage error={decide.error} />
    </section>
  );
}
