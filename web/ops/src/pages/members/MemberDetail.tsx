import { useState } from 'react';
import { Link } from 'wouter';
import type { OpsMemberPage } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { MoneyText } from '../../components/MoneyText';
import { AdjustBalanceForm } from './AdjustBalanceForm';
import { AdjustmentList } from './AdjustmentList';
import { LedgerSection } from './LedgerSection';
import { MoneySections, OriginSections, SafetySections } from './MemberSections';
import { Facts } from './MemberTables';
import { NotesSection } from './NotesSection';
import { SecurityActions } from './SecurityActions';
import { useMemberPage } from './queries';

const TABS = ['overview', 'ledger', 'money', 'safety', 'notes', 'origin'] as const;
type Tab = (typeof TABS)[number];

function Overview({ page }: { page: OpsMemberPage }) {
  const t = useT();
  const operator = useOperator();
  const { profile } = page;
  const yes = (on: boolean) => (on ? t('member.on') : t('member.off'));
  return (
    <>
      <div className="ops-balances" aria-label={t('member.balances')}>
        <div className="ops-panel">
          <small className="ops-muted">{t('member.cash')}</small>
          <strong data-testid="cash-balance">
            <MoneyText minor={page.balances.cash} />
          </strong>
        </div>
        <div className="ops-panel">
          <small className="ops-muted">{t('member.bonus')}</small>
          <strong data-testid="bonus-balance">
            <MoneyText minor={page.balances.bonus} />
          </strong>
        </div>
      </div>
      <Facts
        label={t('member.profile')}
        rows={[
          [t('members.mobile'), profile.mobile ?? '—'],
          [t('members.email'), profile.email ?? '—'],
          [t('member.language'), profile.language],
          [t('member.type'), profile.customerType],
          [t('members.registered'), <DateText iso={profile.createdAt} />],
          [
            t('member.firstLogin'),
            profile.firstLoginAt ? <DateText iso={profile.firstLoginAt} /> : '—',
          ],
          [t('member.passwordChanged'), <DateText iso={profile.passwordChangedAt} />],
          [t('member.authenticator'), yes(profile.twoFactor.authenticator)],
          [t('member.smsCodes'), yes(profile.twoFactor.sms)],
          [t('member.emailCodes'), yes(profile.twoFactor.email)],
          [
            t('members.status'),
            profile.lockedAt
              ? `${t('members.locked')}: ${profile.lockReason ?? ''}`
              : t('members.active'),
          ],
        ]}
      />
      {operator.may('members.adjust') && (
        <AdjustBalanceForm memberId={profile.memberId} userName={profile.userName} />
      )}
      {operator.may('members.secure') && (
        <SecurityActions
          memberId={profile.memberId}
          userName={profile.userName}
          locked={profile.lockedAt !== null}
        />
      )}
      <h2>{t('adjust.listTitle')}</h2>
      <AdjustmentList adjustments={page.adjustments} />
    </>
  );
}

/** One member's page: balances and actions first, then the sections in tabs. */
export function MemberDetail({ memberId }: { memberId: number }) {
  const t = useT();
  const page = useMemberPage(memberId);
  const [tab, setTab] = useState<Tab>('overview');
  if (page.error) {
    return (
      <section>
        <Link href="/">{t('member.back')}</Link>
        <ErrorMessage error={page.error} />
      </section>
    );
  }
  if (!page.data) return <Loading />;
  const { profile } = page.data;
  return (
    <section>
      <Link href="/">{t('member.back')}</Link>
      <h1>
        {profile.userName} <span className="ops-muted">#{profile.memberId}</span>{' '}
        {profile.lockedAt && (
          <span className="ops-badge ops-badge-danger">{t('members.locked')}</span>
        )}
      </h1>
      <div role="tablist" className="ops-tabs" aria-label={t('member.sections')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`ops-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="ops-tab-panel"
            onClick={() => setTab(name)}
          >
            {t(`member.tab.${name}`)}
          </button>
        ))}
      </div>
      <div
        id="ops-tab-panel"
        className="ops-tabpanel"
        role="tabpanel"
        aria-labelledby={`ops-tab-${tab}`}
      >
        {tab === 'overview' && <Overview page={page.data} />}
        {tab === 'ledger' && <LedgerSection memberId={memberId} />}
        {tab === 'money' && <MoneySections page={page.data} />}
        {tab === 'safety' && <SafetySections page={page.data} />}
        {tab === 'notes' && <NotesSection memberId={memberId} notes={page.data.notes} />}
        {tab === 'origin' && <OriginSections page={page.data} />}
      </div>
    </section>
  );
}
