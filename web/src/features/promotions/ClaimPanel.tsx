import { useState, type FormEvent } from 'react';
import type { PromotionDetail } from '@lobby/contract';
import { openAccountSheet } from '../../lib/account-sheet';
import { showToast } from '../../lib/dialogs';
import { classifyError, errorMessage } from '../../lib/error-catalogue';
import { useT } from '../../lib/i18n';
import { usePromoCodeEnable } from '../../lib/member-rewards';
import { useSession } from '../../lib/session';
import { useClaimPromotion, useMemberPromotions } from './queries';

const TOAST_MS = 3000;

/** A promo code box: its own label, the code, and Redeem. */
function PromoCodeForm() {
  const t = useT();
  const claim = useClaimPromotion();
  const [code, setCode] = useState('');
  // Rate limits raise no dialog (SPEC section 8), so the form itself says why nothing happened.
  const [limited, setLimited] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || claim.isPending) return;
    setLimited('');
    claim.mutate(
      { promoCode: code },
      {
        onSuccess: () => showToast(t('promo.claimDone'), TOAST_MS),
        onError: (error) => {
          const behaviour = classifyError(error);
          if (behaviour.kind === 'silence') setLimited(errorMessage(error, behaviour));
        },
      },
    );
  };
  return (
    <form className="promo-code" onSubmit={submit}>
      <label htmlFor="promo-code-input">{t('promo.codeLabel')}</label>
      <div className="promo-code-row">
        <input
          id="promo-code-input"
          className="promo-code-input"
          value={code}
          onInput={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
        />
        <button type="submit" className="button" aria-busy={claim.isPending || undefined}>
          {t('promo.redeem')}
        </button>
      </div>
      {limited && (
        <p className="promo-code-error" role="alert">
          {limited}
        </p>
      )}
    </form>
  );
}

/**
 * What a player can do with a promotion: a member claims it (once; a claimed one says so) or
 * types its code; a visitor is asked to log in first. Read-only promotions show nothing.
 */
export function ClaimPanel({ promotion }: { promotion: PromotionDetail }) {
  const t = useT();
  const signedIn = !!useSession();
  const mine = useMemberPromotions();
  const codes = usePromoCodeEnable();
  const claim = useClaimPromotion();
  if (promotion.claimKind === 'none') return null;
  if (!signedIn) {
    return (
      <button
        type="button"
        className="button block"
        aria-haspopup="dialog"
        onClick={() => openAccountSheet({ mode: 'login' })}
      >
        {t('promo.logInToClaim')}
      </button>
    );
  }
  if (promotion.claimKind === 'promoCode') return codes.data ? <PromoCodeForm /> : null;
  const claimed =
    mine.data?.some((entry) => entry.id === promotion.id && entry.claimed) ||
    claim.data?.promotionId === promotion.id;
  if (claimed) {
    return (
      <p className="promo-claimed" role="status">
        {t('promo.claimed')}
      </p>
    );
  }
  return (
    <button
      type="button"
      className="button block"
      aria-busy={claim.isPending || undefined}
      onClick={() => {
        if (claim.isPending) return;
        claim.mutate(
          { promotionId: promotion.id },
          { onSuccess: () => showToast(t('promo.claimDone'), TOAST_MS) },
        );
      }}
    >
      {t('promo.claim')}
    </button>
  );
}
