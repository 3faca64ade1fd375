import { useTranslation } from 'react-i18next';
import './ui.css';

interface PagerProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Disables the buttons while a page loads. */
  busy?: boolean;
  testId?: string;
}

/** Pages around the current one (spec §9: pagination range 1), with the first and the last. */
export function pagerItems(page: number, totalPages: number, range = 1): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let n = 1; n <= totalPages; n += 1) {
    if (n === 1 || n === totalPages || Math.abs(n - page) <= range) items.push(n);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

/** Previous and next arrows and the page numbers near the current page. Hidden for one page. */
export function Pager({ page, totalPages, onChange, busy = false, testId = 'pager' }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common.pager.label')} data-testid={testId}>
      <button
        type="button"
        className="pager-button"
        disabled={busy || page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('common.pager.previous')}
        data-testid={`${testId}-previous`}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {pagerItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={item === page ? 'pager-button active' : 'pager-button'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('common.pager.page', { n: item })}
            disabled={busy}
            onClick={() => item !== page && onChange(item)}
            data-testid={`${testId}-page-${item}`}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager-button"
        disabled={busy || page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('common.pager.next')}
        data-testid={`${testId}-next`}
      >
        <span aria-hidden="true">›</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {t('common.pager.status', { page, total: totalPages })}
      </span>
    </nav>
  );
}
