import { OPS_WITHDRAWAL_SORTS, OPS_WITHDRAWAL_STATES } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { SelectField, TextField } from '../../components/Field';
import type { useQueueFilters } from './use-queue-filters';

/** The queue's filters: state, member, amounts, waiting time and order. */
export function WithdrawalFilters({ filters }: { filters: ReturnType<typeof useQueueFilters> }) {
  const t = useT();
  const { draft, set, currency } = filters;
  return (
    <form
      className="ops-filters"
      onSubmit={(event) => {
        event.preventDefault();
        filters.apply();
      }}
    >
      <SelectField
        label={t('withdrawals.state')}
        name="status"
        value={draft.status}
        onValue={set('status')}
        options={[
          { value: '', label: t('withdrawals.state.all') },
          ...OPS_WITHDRAWAL_STATES.map((state) => ({
            value: state,
            label: t(`withdrawals.state.${state}`),
          })),
        ]}
      />
      <TextField
        label={t('withdrawals.member')}
        name="userName"
        value={draft.userName}
        onValue={set('userName')}
        maxLength={64}
      />
      <TextField
        label={t('withdrawals.minAmount', { currency })}
        name="minAmount"
        inputMode="decimal"
        value={draft.minAmount}
        onValue={set('minAmount')}
        maxLength={24}
      />
      <TextField
        label={t('withdrawals.maxAmount', { currency })}
        name="maxAmount"
        inputMode="decimal"
        value={draft.maxAmount}
        onValue={set('maxAmount')}
        maxLength={24}
      />
      <TextField
        label={t('withdrawals.minAge')}
        name="minAgeHours"
        inputMode="numeric"
        value={draft.minAgeHours}
        onValue={set('minAgeHours')}
        maxLength={5}
      />
      <SelectField
        label={t('withdrawals.sort')}
        name="sort"
        value={draft.sort}
        onValue={set('sort')}
        options={OPS_WITHDRAWAL_SORTS.map((sort) => ({
          value: sort,
          label: t(`withdrawals.sort.${sort}`),
        }))}
      />
      <div className="ops-actions">
        <button type="submit" className="ops-primary">
          {t('common.filter')}
        </button>
      </div>
      {filters.error && (
        <p className="ops-error" role="alert">
          {filters.error}
        </p>
      )}
    </form>
  );
}
