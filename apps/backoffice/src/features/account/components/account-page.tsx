import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { getSession, setSession } from '@/shared/session/session-store';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { PageHeader, Panel } from '@/shared/ui/panel';
import { accountKey, useAccount } from '../api/get-account';
import { mySessionsKey } from '../api/my-sessions';
import { twoFactorEnrol } from '../api/two-factor-enrol';
import { EnrolStep } from './enrol-step';
import { MySessionsPanel } from './my-sessions-panel';
import './account.css';

/** "My account": role, idle limit, two-factor status (enrol here when optional), my sessions. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const account = useAccount();
  const client = useQueryClient();
  const [enrolling, setEnrolling] = useState(false);
  const session = getSession();
  const a = account.data;

  async function enrol(code: string) {
    // Enrolling replaces this session with a new one: keep the console signed in with it.
    const answer = await twoFactorEnrol(session!.token, code);
    setSession({ ...session!, token: answer.token, idleMinutes: answer.idleMinutes });
    setEnrolling(false);
    await client.invalidateQueries({ queryKey: accountKey });
    await client.invalidateQueries({ queryKey: mySessionsKey });
  }

  return (
    <>
      <PageHeader title={t('page.title')} />
      {account.error && <Notice tone="error">{errorText(t, account.error)}</Notice>}
      {a && (
        <div className="grid-2">
          <Panel title={t('page.profile')}>
            <dl className="facts">
              <dt>{t('page.username')}</dt>
              <dd>{a.username}</dd>
              <dt>{t('page.role')}</dt>
              <dd>{t(`common:roles.${a.role}`, { defaultValue: a.role })}</dd>
              <dt>{t('page.idle')}</dt>
              <dd>{t('page.idleMinutes', { count: a.idleMinutes })}</dd>
            </dl>
          </Panel>
          <Panel title={t('page.twoFactor')}>
            <div className="account-two-factor">
              <p>
                {a.twoFactorEnrolled ? (
                  <Badge tone="good">{t('page.enrolled')}</Badge>
                ) : (
                  <Badge tone={a.twoFactorRequired ? 'bad' : 'neutral'}>{t('page.notEnrolled')}</Badge>
                )}
              </p>
              <p>{a.twoFactorRequired ? t('page.requiredText') : t('page.optionalText')}</p>
              {!a.twoFactorEnrolled &&
                (enrolling ? (
                  <EnrolStep token={session!.token} onCode={enrol} />
                ) : (
                  <Button variant="primary" onClick={() => setEnrolling(true)}>
                    {t('page.enrolNow')}
                  </Button>
                ))}
            </div>
          </Panel>
        </div>
      )}
      <MySessionsPanel />
    </>
  );
}
