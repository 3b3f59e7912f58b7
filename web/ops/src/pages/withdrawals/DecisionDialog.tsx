import { useT } from '../../lib/i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MoneyText } from '../../components/MoneyText';
import { approvalStep, decisionQuestion, type PendingDecision } from './withdrawal-decision';

/** The confirmation naming member and amount, and which approval this is where two are needed. */
export function DecisionDialog(props: {
  pending: PendingDecision;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { withdrawal, decision } = props.pending;
  const question = decisionQuestion(decision);
  const step = approvalStep(props.pending);
  return (
    <ConfirmDialog
      title={t(question.titleKey)}
      subject={
        <>
          <p>
            <strong>{withdrawal.userName}</strong> · <MoneyText minor={withdrawal.amount} />
          </p>
          {step && (
            <p className="ops-muted">
              {step.key === 'withdrawals.secondApproval'
                ? t(step.key, { name: step.name })
                : t(step.key)}
            </p>
          )}
        </>
      }
      confirmLabel={t(question.labelKey)}
      danger={question.danger}
      busy={props.busy}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}
