import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { Modal } from '@/shared/ui/modal';
import { useDismissNotice } from '../api/dismiss-notice';
import { useNotices } from '../api/notices';
import { localDay } from '../lib/notice-time';
import { guestHidden, hideForGuest, popupQueue } from '../model/popup-queue';
import { useNoticesLive } from '../model/use-notices-live';
import { NoticeHtml } from './notice-html';
import { NoticeLinkAction } from './notice-link-action';
import './notices.css';

/** Popups closed in this page's life: a layout change remounts the host without showing them again. */
const closedThisVisit = new Set<number>();

/**
 * The notice modal (spec §2, §4): after login and on home, the popup notices and then the
 * promotion popups, one at a time. "Don't show again today" is kept on the server per player and
 * day (every device), in this browser for a visitor. Also keeps the notices live (SSE).
 * `waiting`: another dialog (login, welcome, password) is open; one modal at a time, it goes first.
 */
export function NoticeModalHost({ waiting = false }: { waiting?: boolean }) {
  useNoticesLive();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const loggedIn = Boolean(token);
  const [afterLogin, setAfterLogin] = useState(false);
  const [, setClosedCount] = useState(closedThisVisit.size);
  const [hideToday, setHideToday] = useState(false);
  const lastToken = useRef(token);
  const dismiss = useDismissNotice();

  // A login (a new token) shows the popups again, wherever it happened.
  useEffect(() => {
    if (token && token !== lastToken.current) {
      closedThisVisit.clear();
      setAfterLogin(true);
    }
    lastToken.current = token;
  }, [token]);

  const active = pathname === '/' || afterLogin;
  const day = localDay();
  const notices = useNotices({ types: 'PU,PR', day }, active);
  const handled = loggedIn ? closedThisVisit : new Set([...closedThisVisit, ...guestHidden(day)]);
  const current = active && !waiting ? popupQueue(notices.data, handled)[0] : undefined;

  const close = () => {
    if (!current) return;
    if (hideToday) {
      if (loggedIn) dismiss.mutate({ id: current.id, day });
      else hideForGuest(day, current.id);
    }
    closedThisVisit.add(current.id);
    setHideToday(false);
    setClosedCount(closedThisVisit.size);
  };

  return (
    <Modal
      open={current !== undefined}
      onClose={close}
      title={current?.title ?? ''}
      width={520}
      className="notice-modal"
      testId="notice-modal"
      footer={
        <div className="notice-modal-footer">
          <CheckboxField checked={hideToday} onChange={setHideToday} testId="notice-hide-today">
            {t('notices.hideToday')}
          </CheckboxField>
          <Button variant="primary" onClick={close} data-testid="notice-modal-ok">
            {t('common.closeButton')}
          </Button>
        </div>
      }
    >
      {current ? (
        <>
          {current.type === 'PR' ? <p className="notice-kind">{t('notices.promotion')}</p> : null}
          <NoticeHtml html={current.content} testId="notice-modal-content" />
          <NoticeLinkAction link={current.link} onFollow={close} />
        </>
      ) : null}
    </Modal>
  );
}
