import type { OpsMemberPage } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { DateText } from '../../components/DateText';
import { MoneyText } from '../../components/MoneyText';
import { Facts, SimpleTable } from './MemberTables';

const when = (iso: string | null) => (iso ? <DateText iso={iso} /> : '—');

/** Deposits, withdrawals and bonuses, latest first. */
export function MoneySections({ page }: { page: OpsMemberPage }) {
  const t = useT();
  return (
    <>
      <h2>{t('member.deposits')}</h2>
      <SimpleTable
        label={t('member.deposits')}
        headers={[t('ledger.when'), t('member.method'), t('adjust.amount'), t('adjust.status')]}
        rows={page.deposits.map((row) => [
          when(row.createdAt),
          row.method,
          <MoneyText minor={row.amount} />,
          row.status,
        ])}
        empty={t('member.noneYet')}
      />
      <h2>{t('member.withdrawals')}</h2>
      <SimpleTable
        label={t('member.withdrawals')}
        headers={[t('ledger.when'), t('adjust.amount'), t('adjust.status'), t('member.decidedAt')]}
        rows={page.withdrawals.map((row) => [
          when(row.createdAt),
          <MoneyText minor={row.amount} />,
          row.status,
          when(row.decidedAt),
        ])}
        empty={t('member.noneYet')}
      />
      <h2>{t('member.bonuses')}</h2>
      <SimpleTable
        label={t('member.bonuses')}
        headers={[
          t('ledger.when'),
          t('ledger.kind'),
          t('member.granted'),
          t('member.bonusBalance'),
          t('member.wagering'),
          t('adjust.status'),
        ]}
        rows={page.bonuses.map((row) => [
          when(row.grantedAt),
          row.kind,
          <MoneyText minor={row.granted} />,
          <MoneyText minor={row.balance} />,
          <>
            <MoneyText minor={row.wagered} /> / <MoneyText minor={row.required} />
          </>,
          row.state,
        ])}
        empty={t('member.noneYet')}
      />
    </>
  );
}

/** Live sessions, devices, and the member's limits and exclusions. */
export function SafetySections({ page }: { page: OpsMemberPage }) {
  const t = useT();
  const { protection } = page;
  return (
    <>
      <h2>{t('member.sessions')}</h2>
      <SimpleTable
        label={t('member.sessions')}
        headers={[t('member.started'), t('member.lastSeen'), t('member.device'), t('member.ip')]}
        rows={page.sessions.map((row) => [
          when(row.createdAt),
          when(row.lastSeenAt),
          `${row.device} ${row.userAgent}`.trim(),
          row.ip,
        ])}
        empty={t('member.noSessions')}
      />
      <h2>{t('member.devices')}</h2>
      <SimpleTable
        label={t('member.devices')}
        headers={[
          t('member.deviceId'),
          t('member.lastSeen'),
          t('member.ip'),
          t('member.sessionCount'),
        ]}
        rows={page.devices.map((row) => [
          row.deviceId,
          when(row.lastSeenAt),
          row.lastIp,
          row.sessions,
        ])}
        empty={t('member.noneYet')}
      />
      <h2>{t('member.protection')}</h2>
      <Facts
        label={t('member.protection')}
        rows={[
          [
            t('member.break'),
            protection.breakKind
              ? `${t(`member.break.${protection.breakKind}`)} → ${protection.breakUntil ?? '∞'}`
              : t('member.noBreak'),
          ],
          [t('member.realityCheck'), protection.realityCheckMinutes ?? '—'],
          [t('member.terms'), protection.termsVersion ?? '—'],
        ]}
      />
      <SimpleTable
        label={t('member.limits')}
        headers={[
          t('member.limitKind'),
          t('member.limitPeriod'),
          t('member.limitValue'),
          t('member.limitPending'),
        ]}
        rows={protection.limits.map((limit) => [
          limit.kind,
          limit.period,
          limit.value === null ? (
            '—'
          ) : limit.kind === 'session' ? (
            limit.value
          ) : (
            <MoneyText minor={limit.value} />
          ),
          limit.pendingValue === null ? '—' : `${limit.pendingValue} (${limit.pendingAt ?? ''})`,
        ])}
        empty={t('member.noLimits')}
      />
    </>
  );
}

/** Who referred the member, whom they referred, and what their registration stored. */
export function OriginSections({ page }: { page: OpsMemberPage }) {
  const t = useT();
  const { referrals } = page;
  return (
    <>
      <h2>{t('member.referrals')}</h2>
      <Facts
        label={t('member.referrals')}
        rows={[
          [t('member.referralCode'), referrals.code ?? '—'],
          [
            t('member.referredBy'),
            referrals.referredBy
              ? `${referrals.referredBy.userName} (#${referrals.referredBy.memberId})`
              : '—',
          ],
          [t('member.referredCount'), referrals.referredCount],
        ]}
      />
      <SimpleTable
        label={t('member.referred')}
        headers={[t('members.userName'), t('members.memberId'), t('member.credited')]}
        rows={referrals.referred.map((row) => [row.userName, row.memberId, when(row.creditedAt)])}
        empty={t('member.noneYet')}
      />
      <h2>{t('member.attribution')}</h2>
      <SimpleTable
        label={t('member.attribution')}
        headers={[t('member.field'), t('member.value')]}
        rows={page.attribution.map((field) => [<code>{field.name}</code>, field.value])}
        empty={t('member.noAttribution')}
      />
    </>
  );
}
