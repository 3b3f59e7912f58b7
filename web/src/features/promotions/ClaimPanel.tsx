import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { PromotionDetail } from '@lobby/contract';
import { openAccountSheet } from '../../lib/account-sheet';
import { classifyError, errorMessage } from '../../lib/error-catalogue';
import { useT } from '../../lib/i18n';
import { usePromoCodeEnable } from '../../lib/member-rewards';
import { useSession } from '../../lib/session';
import { ClaimAnswer, PROMOTION_ACTIONS } from './ClaimAnswer';
import { useClaimPromotion, useMemberPromotions } from './queries';

/**
 * Why a claim was refused, said under the button instead of in a dialog over the page; a lost
 * session says nothing here (the error catalogue asks the player to sign in).
 */
function ClaimRefusal({ error }: { error: unknown }) {
  const behaviour = classifyError(error);
  if (behaviour.kind === 'logout') return null;
  return (
    <p className="promo-refusal" role="alert" data-testid="claim-refusal">
      {errorMessage(error, behaviour)}
    </p>
  );
}

/** A promo code box: its own label, the code, and Redeem; the answer or refusal under it. */
function PromoCodeForm() {
  const t = useT();
  const claim = useClaimPromotion();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || claim.isPending) return;
    claim.mutate({ promoCode: code });
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
      {claim.isError && <ClaimRefusal error={claim.error} />}
      {claim.data && (
        <ClaimAnswer promotionId={claim.data.promotionId} outcome={claim.data.outcome} />
      )}
    </form>
  );
}

/**
 * What a player can do with a promotion: a member claims it (once; a claimed one says so) or
 * types its code, and reads what the claim did; a visitor is asked to log in first. A promotion
 * earned by an action carries the button that does it; other read-only promotions show nothing.
 */
export function ClaimPanel({ promotion }: { promotion: PromotionDetail }) {
  const t = useT();
  const signedIn = !!useSession();
  const mine = useMemberPromotions();
  const codes = usePromoCodeEnable();
  const claim = useClaimPromotion();
  if (promotion.claimKind === 'none') {
    // A reward earned by an action (install the app, invite friends): the button that does it,
    // for visitors too (the download and invite pages are public).
    if (!promotion.action) return null;
    const action = PROMOTION_ACTIONS[promotion.action];
    return (
      <Link className="button block promo-action" href={action.path}>
        {t(action.label)}
      </Link>
    );
  }
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
  if (claim.data?.promotionId === promotion.id) {
    return <ClaimAnswer promotionId={promotion.id} outcome={claim.data.outcome} />;
  }
  if (mine.data?.some((entry) => entry.id === promotion.id && entry.claimed)) {
    return (
      <p className="promo-claimed" role="status" data-testid="claim-answer">
        {t('promo.alreadyClaimed')}
      </p>
    );
  }
  return (
    <div className="promo-claim">
      <button
        type="button"
        className="button block"
        aria-busy={claim.isPending || undefined}
        onClick={() => {
          if (!claim.isPending) claim.mutate({ promotionId: promotion.id });
        }}
      >
        {t('promo.claim')}
      </button>
      {claim.isError && <ClaimRefusal error={claim.error} />}
    </div>
  );
}
