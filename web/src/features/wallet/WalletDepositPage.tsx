import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import {
  PAGE_PATHS,
  amountInputText,
  readAmount,
  type DepositMethod,
  type WalletCurrency,
} from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { useDepositBonusOffers } from '../../lib/bonuses';
import { PageFrame } from '../../components/PageFrame';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount, refreshWallet } from '../../lib/wallet-balance';
import { AmountField, useRefusalMessage } from './AmountField';
import { BonusChoice, NO_BONUS, offerFor } from './BonusChoice';
import { useCreateDeposit, useDepositSettings, useDepositStatus } from './queries';
import './wallet.css';

/** What became of the deposit the player just came back from. */
function DepositResult({ depositId, currency }: { depositId: string; currency?: WalletCurrency }) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const status = useDepositStatus(depositId);
  const deposit = status.data?.deposit;
  const settled = deposit?.status;
  useEffect(() => {
    if (settled === 'paid') void refreshWallet(queryClient);
  }, [settled, queryClient]);
  if (!deposit) return null;
  const amount = currency ? formatMinorUnits(deposit.amount, currency, language) : '';
  const message =
    settled === 'paid'
      ? t('wallet.depositPaid', { amount: isolateAmount(amount) })
      : settled === 'cancelled'
        ? t('wallet.depositCancelled')
        : settled === 'held'
          ? t('wallet.depositHeld')
          : t('wallet.depositPending');
  return (
    <p
      className={`wallet-result wallet-result-${settled}`}
      role="status"
      data-testid="deposit-result"
    >
      {message}
    </p>
  );
}

/** Every method the merchant offers, as one choice; a single method is simply named. */
function MethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: readonly DepositMethod[];
  value: string;
  onChange: (code: string) => void;
}) {
  const t = useT();
  if (methods.length === 1) {
    return (
      <p className="wallet-method">
        {t('wallet.method')}: <strong>{methods[0]!.name}</strong>
      </p>
    );
  }
  return (
    <fieldset className="wallet-accounts wallet-method-choice">
      <legend>{t('wallet.method')}</legend>
      {methods.map((method) => (
        <label key={method.code} className="wallet-choice">
          <input
            type="radio"
            name="deposit-method"
            value={method.code}
            checked={value === method.code}
            onChange={() => onChange(method.code)}
          />
          <bdi>{method.name}</bdi>
        </label>
      ))}
    </fieldset>
  );
}

/** The deposit bonuses on offer, or a line saying they could not load (the deposit still works). */
function BonusOffers({
  value,
  onChange,
  amount,
  currency,
}: {
  value: string;
  onChange: (promotionId: string) => void;
  amount: number;
  currency: WalletCurrency;
}) {
  const t = useT();
  const offers = useDepositBonusOffers();
  if (offers.isPending)
    return <div className="bonus-offer shimmer bonus-offer-skeleton" aria-hidden="true" />;
  if (offers.isError) {
    return (
      <div className="bonus-state" role="alert">
        <p>{t('bonus.loadError')}</p>
        <button type="button" className="button secondary" onClick={() => void offers.refetch()}>
          {t('action.retry')}
        </button>
      </div>
    );
  }
  if (offers.data.length === 0) return null;
  return (
    <BonusChoice
      offers={offers.data}
      value={value}
      onChange={onChange}
      amount={amount}
      currency={currency}
    />
  );
}

function DepositForm({
  methods,
  currency,
  suggestedBonus,
}: {
  methods: readonly DepositMethod[];
  currency: WalletCurrency;
  /** The promotion a claim sent the player here for (?bonus=); chosen when it is on offer. */
  suggestedBonus: string;
}) {
  const t = useT();
  const language = useLanguage();
  const create = useCreateDeposit();
  const offers = useDepositBonusOffers();
  const [bonusChoice, setBonusChoice] = useState<string | null>(null);
  const offered = (id: string) => offers.data?.find((offer) => offer.promotionId === id);
  // Until the player picks, the bonus a claim sent them for is chosen (when it is still offered).
  const bonusId = bonusChoice ?? (offered(suggestedBonus) ? suggestedBonus : NO_BONUS);
  const bonusOffer = offered(bonusId);
  const [chosen, setChosen] = useState('');
  const method = methods.find((offered) => offered.code === chosen) ?? methods[0]!;
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const refusalMessage = useRefusalMessage();
  const money = (amount: number) => formatMinorUnits(amount, currency, language);
  const range = {
    min: isolateAmount(money(method.minAmount)),
    max: isolateAmount(money(method.maxAmount)),
  };
  const typed = (amount: number) => amountInputText(amount, currency.currency, language);
  const reading = readAmount(text, currency.currency, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = reading.ok ? reading.minor : 0;
    if (amount < method.minAmount || amount > method.maxAmount) {
      setError(refusalMessage(reading, currency.currency) ?? t('wallet.amountInvalid', range));
      return;
    }
    if (bonusOffer && !offerFor(bonusOffer, amount)) {
      setError(t('bonus.offerBelowMin', { amount: isolateAmount(money(bonusOffer.minDeposit)) }));
      return;
    }
    setError('');
    create.mutate(
      { method: method.code, amount, bonusPromotionId: bonusOffer?.promotionId },
      { onSuccess: (value) => window.location.assign(value.payUrl) },
    );
  };

  return (
    <form className="wallet-form" noValidate onSubmit={submit}>
      <MethodChoice
        methods={methods}
        value={method.code}
        onChange={(code) => {
          // The amount typed stays: the new method's limits judge it when it is sent.
          setChosen(code);
          setError('');
        }}
      />
      <div className="wallet-quick">
        {method.quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className="button secondary"
            aria-pressed={text === typed(amount)}
            onClick={() => {
              setText(typed(amount));
              setError('');
            }}
          >
            <bdi>{money(amount)}</bdi>
          </button>
        ))}
      </div>
      <AmountField
        id="deposit-amount"
        currency={currency}
        text={text}
        reading={reading}
        previewKey="wallet.depositPreview"
        error={error}
        hint={t('wallet.amountHint', range)}
        onText={(value) => {
          setText(value);
          setError('');
        }}
      />
      <BonusOffers
        value={bonusId}
        onChange={(id) => {
          setBonusChoice(id);
          setError('');
        }}
        amount={reading.ok ? reading.minor : 0}
        currency={currency}
      />
      <button
        type="submit"
        className="button block"
        aria-busy={create.isPending || undefined}
        disabled={create.isPending}
      >
        {t('wallet.depositSubmit')}
      </button>
    </form>
  );
}

/** /m/wallet/deposit (member only): choose a method and an amount, pay at the provider, see the result. */
export default function WalletDepositPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const depositId = query.get('depositId');
  const settings = useDepositSettings();
  const methods = settings.data?.methods ?? [];
  return (
    <PageFrame title={t('page.walletDeposit')}>
      {depositId && <DepositResult depositId={depositId} currency={settings.data} />}
      {settings.isPending ? (
        <div className="wallet-entry shimmer wallet-form-skeleton" aria-hidden="true" />
      ) : settings.isError || methods.length === 0 ? (
        <div role="alert">
          <EmptyState
            title={t('wallet.depositErrorTitle')}
            body={t('wallet.errorBody')}
            action={
              <button type="button" className="button" onClick={() => void settings.refetch()}>
                {t('action.retry')}
              </button>
            }
          />
        </div>
      ) : (
        <DepositForm
          methods={methods}
          currency={settings.data}
          suggestedBonus={query.get('bonus') ?? ''}
        />
      )}
      <Link href={PAGE_PATHS.walletHistory} className="settings-row wallet-link">
        {t('page.walletHistory')}
      </Link>
    </PageFrame>
  );
}
