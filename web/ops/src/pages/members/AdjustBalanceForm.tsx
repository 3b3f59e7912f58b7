import { useState } from 'react';
import { OPS_REASON_MAX, type AdjustmentDirection } from '@lobby/contract';
import { useConsoleInfo } from '../../lib/console';
import { useLanguage, useT } from '../../lib/i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SelectField, TextField } from '../../components/Field';
import { MoneyText } from '../../components/MoneyText';
import { readAdjustment, signedAmount } from './adjustment-form';
import { useAdjustBalance } from './queries';

/**
 * Credit or debit the member's cash with a reason, after a confirmation naming member and
 * amount. One request id per form, so a retried submit never moves money twice.
 */
export function AdjustBalanceForm({ memberId, userName }: { memberId: number; userName: string }) {
  const t = useT();
  const language = useLanguage();
  const { currency } = useConsoleInfo();
  const adjust = useAdjustBalance(memberId);
  const [direction, setDirection] = useState<AdjustmentDirection>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<number | undefined>();
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});

  const submit = () => {
    const reading = readAdjustment(amountText, reason, currency, language);
    setProblems({
      amount: reading.problems.amount && t(reading.problems.amount),
      reason: reading.problems.reason && t(reading.problems.reason),
    });
    if (reading.minor !== undefined) setConfirming(reading.minor);
  };

  const signed = confirming === undefined ? 0 : signedAmount(direction, confirming);
  const outcome = adjust.data?.adjustment;
  return (
    <form
      className="ops-panel"
      aria-labelledby="ops-adjust-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="ops-adjust-title">{t('adjust.title')}</h2>
      <div className="ops-inline">
        <SelectField
          label={t('adjust.direction')}
          name="direction"
          value={direction}
          onValue={(value) => setDirection(value as AdjustmentDirection)}
          options={[
            { value: 'credit', label: t('adjust.credit') },
            { value: 'debit', label: t('adjust.debit') },
          ]}
        />
        <TextField
          label={t('adjust.amount')}
          name="amount"
          inputMode="decimal"
          value={amountText}
          onValue={setAmountText}
          maxLength={24}
          error={problems.amount}
          hint={currency}
        />
        <TextField
          label={t('adjust.reason')}
          name="reason"
          value={reason}
          onValue={setReason}
          maxLength={OPS_REASON_MAX}
          error={problems.reason}
        />
        <div className="ops-actions">
          <button type="submit" className="ops-primary">
            {t('adjust.submit')}
          </button>
        </div>
      </div>
      <ErrorMessage error={adjust.error} />
      {outcome && !adjust.isPending && (
        <p role="status" className="ops-ok">
          {outcome.status === 'pending'
            ? t('adjust.sentForApproval')
            : t('adjust.applied', { member: outcome.userName })}
        </p>
      )}
      {confirming !== undefined && (
        <ConfirmDialog
          title={t(direction === 'credit' ? 'adjust.confirmCredit' : 'adjust.confirmDebit')}
          subject={
            <p>
              {t('adjust.confirmSubject', { member: userName })} <MoneyText minor={signed} />
              <br />
              {t('adjust.reason')}: {reason.trim()}
            </p>
          }
          confirmLabel={t('adjust.submit')}
          danger
          busy={adjust.isPending}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() =>
            adjust.mutate(
              { memberId, direction, amount: confirming, reason: reason.trim(), requestId },
              {
                onSuccess: () => {
                  setAmountText('');
                  setReason('');
                  setRequestId(crypto.randomUUID());
                },
                onSettled: () => setConfirming(undefined),
              },
            )
          }
        />
      )}
    </form>
  );
}
