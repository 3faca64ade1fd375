import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NoticeLink } from '@bet/contracts/content/notices';

/**
 * Where a notice leads (platform-facts): an address (new tab), a promotion, the lottery lobby, or
 * a vendor's games (its page in the slots hub; the player picks the game there).
 */
export function NoticeLinkAction({ link, onFollow }: { link: NoticeLink | null; onFollow?: () => void }) {
  const { t } = useTranslation();
  if (!link) return null;
  const label = t(`notices.link.${link.kind}`);
  if (link.kind === 'url')
    return (
      <a
        className="btn btn-primary btn-sm notice-link"
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onFollow}
      >
        {label}
      </a>
    );
  const to =
    link.kind === 'promotion'
      ? `/promotions?id=${link.promotionId}`
      : link.kind === 'lottery'
        ? '/lottery'
        : `/rng?page=${encodeURIComponent(link.vendor)}`;
  return (
    <Link className="btn btn-primary btn-sm notice-link" to={to} onClick={onFollow} data-testid="notice-link">
      {label}
    </Link>
  );
}
