import { safeHtml } from '@/shared/lib/safe-html';

/** A notice's HTML: sanitised by the server on save and again here on render. */
export function NoticeHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <div className="notice-html" data-testid={testId} dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />
  );
}
