import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeItem } from '@bet/contracts/content/notices';
import { Modal } from '@/shared/ui/modal';
import { useGameAnnouncements } from '../api/game-announcements';
import { NoticeHtml } from './notice-html';
import './notices.css';

/**
 * Game announcements of these vendors (spec §2): a strip of titles above the games; a title opens
 * the announcement. Nothing shows when there is none (it takes no room until one exists).
 */
export function GameAnnouncements({ vendors }: { vendors: readonly string[] }) {
  const { t } = useTranslation();
  const query = useGameAnnouncements(vendors);
  const [open, setOpen] = useState<NoticeItem | null>(null);
  const list = query.data ?? [];
  if (list.length === 0) return null;
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
