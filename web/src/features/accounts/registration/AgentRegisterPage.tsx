import { useState } from 'react';
import { Link } from 'wouter';
import { PAGE_PATHS } from '@lobby/contract';
import { PageFrame } from '../../../components/PageFrame';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { isAgent } from '../shared/member-type';
import { useMemberInfo } from '../shared/queries';
import { RegisterForm } from './RegisterForm';

function StateBlock({ title, body }: { title: string; body: string }) {
  const t = useT();
  return (
    <section className="inline-state" aria-labelledby="agent-state-title" role="status">
      <h2 id="agent-state-title">{title}</h2>
      <p>{body}</p>
      <Link href={PAGE_PATHS.home} className="button">
        {t('action.backHome')}
      </Link>
    </section>
  );
}

/** /m/agentRegister: registration that applies to become an agent, then the pending state. */
export default function AgentRegisterPage() {
  const t = useT();
  const session = useSession();
  const info = useMemberInfo();
  const [applied, setApplied] = useState(false);

  let content;
  if (session) {
    if (info.data && isAgent(info.data)) {
      content = <StateBlock title={t('agent.approvedTitle')} body={t('agent.approvedBody')} />;
    } else if (applied || info.data?.agentApplication === 'pending') {
      content = <StateBlock title={t('agent.pendingTitle')} body={t('agent.pendingBody')} />;
    } else if (info.data) {
      content = (
        <StateBlock
          title={t('register.signedInAs', { name: session.userName })}
          body={t('agent.newAccountOnly')}
        />
      );
    } else {
      content = <div className="skeleton block-skeleton" aria-hidden="true" />;
    }
  } else {
    content = (
      <>
        <p className="form-intro">{t('agent.intro')}</p>
        <RegisterForm idPrefix="agent" agent onRegistered={() => setApplied(true)} />
        <p className="switch-line">
          {t('register.haveAccount')}{' '}
          <Link href={PAGE_PATHS.login} className="text-link">
            {t('action.logIn')}
          </Link>
        </p>
      </>
    );
  }

  return (
    <PageFrame title={t('page.agentRegister')}>
      <div className="account-card">{content}</div>
    </PageFrame>
  );
}
