import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeItem } from '@bet/contracts/content/notices';
import { Modal } from '@/shared/ui/modal';
import { useGameAnnouncements } from '../api/game-announcements';
import { NoticeHtml } from './notice-html';
import './notices.css';

/**
 * Game announcements of these vendors (spec §2): a ribbon of titles floating at the bottom of the
 * category page or the game; a title opens the announcement, the close button hides the ribbon.
 * It floats because it arrives after the games are shown: in the page's flow it would push them
 * down (a layout shift). Nothing shows when there is none.
 */
export function GameAnnouncements({ vendors }: { vendors: readonly string[] }) {
  const { t } = useTranslation();
  const query = useGameAnnouncements(vendors);
  const [open, setOpen] = useState<NoticeItem | null>(null);
  const [hidden, setHidden] = useState(false);
  const list = query.data ?? [];
  if (list.length === 0 || hidden) return null;
  return (
    <section
      className="game-announcements"
      aria-label={t('notices.gameAnnouncements')}
      data-testid="game-announcements"
    >
      <span className="game-announcements-icon" aria-hidden="true">
        📢
      </span>
      <ul className="game-announcements-list">
        {list.map((notice) => (
          <li key={notice.id}>
            <button
              type="button"
              className="game-announcement"
              onClick={() => setOpen(notice)}
              data-testid={`game-announcement-${notice.id}`}
            >
              {notice.title}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="game-announcements-close"
        aria-label={t('common.close')}
        onClick={() => setHidden(true)}
        data-testid="game-announcements-close"
      >
        ×
      </button>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.title ?? ''}
        width={520}
        testId="game-announcement-modal"
      >
        {open ? <NoticeHtml html={open.content} /> : null}
      </Modal>
    </section>
  );
}
