import { lazy, Suspense, useState } from 'react';
import type { SiteInfo } from '@/features/system/api/get-system-status';
import { SiteFooter, type FooterLinkId } from '@/features/layout/components/site-footer';
import { openCustomerService } from '@/shared/lib/open-customer-service';

// The article modal (and the help-centre call) loads on the first click, not with every page.
const HelpArticleModal = lazy(() =>
  import('@/features/help/components/help-article-modal').then((m) => ({ default: m.HelpArticleModal })),
);

/** The footer, whose policy links open the matching help article in a modal. */
export function SiteFooterWithHelp({ info }: { info: SiteInfo }) {
  const [article, setArticle] = useState<{ category: FooterLinkId; title: string } | null>(null);
  return (
    <>
      <SiteFooter
        siteName={info.merchant.name}
        onOpenArticle={(category, title) => setArticle({ category, title })}
        onContactUs={() => openCustomerService(info.customerService)}
        providers={[]}
      />
      {/* Mounted only when asked for, so pages do not fetch the help centre up front. */}
      {article ? (
        <Suspense fallback={null}>
          <HelpArticleModal
            category={article.category}
            fallbackTitle={article.title}
            onClose={() => setArticle(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
