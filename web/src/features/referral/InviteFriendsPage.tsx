import { formatNumber, referralLink } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { PageFrame } from '../../components/PageFrame';
import { openAccountSheet } from '../../lib/account-sheet';
import { showToast } from '../../lib/dialogs';
import { useLanguage, useT } from '../../lib/i18n';
import { currentMerchant } from '../../lib/merchant';
import { useSession } from '../../lib/session';
import { QrCode } from '#shared/QrCode';
import { useReferralInfo } from './queries';
import './referral.css';

const TOAST_MS = 1500;

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useT();
  const copy = async () => {
    if (await copyText(value)) {
      showToast(t('invite.copied'), TOAST_MS);
    } else {
      // No clipboard (an insecure page, a refused permission): the text is selected to copy by hand.
      const input = document.getElementById(id) as HTMLInputElement | null;
      input?.select();
    }
  };
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input id={id} readOnly value={value} dir="ltr" onFocus={(e) => e.target.select()} />
        <button type="button" className="button small" onClick={() => void copy()}>
          <Icon name="copy" />
          <span>{t('invite.copy')}</span>
        </button>
      </div>
    </div>
  );
}

function MemberInvite() {
  const t = useT();
  const language = useLanguage();
  const info = useReferralInfo();
  if (info.isError) {
    return (
      <section className="invite-card" role="alert">
        <p>{t('unknown_error')}</p>
        <button type="button" className="button" onClick={() => void info.refetch()}>
          {t('action.retry')}
        </button>
      </section>
    );
  }
  if (!info.data) return <div className="page-loading" role="status" aria-label={t('loading')} />;
  const { referralCode, invited, registered } = info.data;
  const link = referralLink(window.location.origin, referralCode);
  const name = currentMerchant.get().name ?? '';
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    navigator.share({ title: name, text: t('invite.shareText', { name }), url: link }).catch(() => {
      // The player closed the share sheet: nothing to do.
    });
  const count = (value: number) => String(formatNumber(value, 0, language));
  return (
    <>
      <dl className="invite-stats">
        <div>
          <dt>{t('invite.invited')}</dt>
          <dd data-testid="invite-invited">{count(invited)}</dd>
        </div>
        <div>
          <dt>{t('invite.registered')}</dt>
          <dd data-testid="invite-registered">{count(registered)}</dd>
        </div>
      </dl>
      <section className="invite-card">
        <CopyField id="invite-link" label={t('invite.link')} value={link} />
        <CopyField id="invite-code" label={t('invite.code')} value={referralCode} />
        {canShare && (
          <button type="button" className="button secondary invite-share" onClick={share}>
            <Icon name="share" />
            <span>{t('invite.share')}</span>
          </button>
        )}
        <QrCode text={link} label={t('invite.qr')} />
      </section>
    </>
  );
}

/** /m/inviteFriends (public): a member's link, code, QR code and counts; a visitor the offer. */
export default function InviteFriendsPage() {
  const t = useT();
  const session = useSession();
  return (
    <PageFrame title={t('page.inviteFriends')}>
      <p className="invite-intro">{t('invite.intro')}</p>
      {session ? (
        <MemberInvite />
      ) : (
        <section className="invite-card">
          <p>{t('invite.signIn')}</p>
          <div className="invite-actions">
            <button
              type="button"
              className="button"
              onClick={() => openAccountSheet({ mode: 'login' })}
            >
              {t('action.logIn')}
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => openAccountSheet({ mode: 'register' })}
            >
              {t('action.register')}
            </button>
          </div>
        </section>
      )}
    </PageFrame>
  );
}
