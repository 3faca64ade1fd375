import { lazy, Suspense, useState } from 'react';
import { accountTypeOf, isTrialType } from '@/features/identity/lib/account-type';
import { useAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { useMemberPanels } from '@/features/identity/model/member-panels-store';
import { useMemberRankLevel } from '@/features/identity/model/use-member-rank-level';
import { RgFooterNote, type RgReader } from '@/features/responsible-gaming/components/rg-footer-note';
import type { SiteInfo } from '@/features/system/api/system-status';
import { SiteFooter, type FooterLinkId, type FooterProvider } from '@/features/layout/components/site-footer';
import type { CategoryLane } from '@/shared/lib/game-categories';
import { useCustomerService } from '@/features/system/components/use-customer-service';
import { useSession } from '@/shared/session/session-store';

// The article modal (and the help-centre call) loads on the first click, not with every page.
const HelpArticleModal = lazy(() =>
  import('@/features/help/components/help-article-modal').then((m) => ({ default: m.HelpArticleModal })),
);

/** The game providers area: every vendor of the lanes, once, with its display name and logo. */
const providersOf = (lanes: readonly CategoryLane[]): FooterProvider[] => [
  ...new Map(
    lanes.flatMap((lane) =>
      lane.vendors.map((v) => [v.displayName, { name: v.displayName, logo: v.icon }] as const),
    ),
  ).values(),
];

/** Who reads the footer: a real player, a free-play account or a visitor. */
function useReader(): RgReader {
  const token = useSession((s) => s.token);
  const type = accountTypeOf(useSession((s) => s.isAgent));
  if (!token) return 'visitor';
  return isTrialType(type) ? 'trial' : 'player';
}

/**
 * The footer, whose policy links open the matching help article in a modal; under the merchant's
 * responsible-gaming text, the way to the player's own limits (issue 20).
 */
export function SiteFooterWithHelp({ info, lanes }: { info: SiteInfo; lanes: readonly CategoryLane[] }) {
  const [article, setArticle] = useState<{ category: FooterLinkId; title: string } | null>(null);
  const customerService = useCustomerService(useMemberRankLevel());
  const reader = useReader();
  const openLimits = () => {
    setArticle(null);
    useMemberPanels.getState().open('responsibleGaming');
  };
  const login = () => {
    setArticle(null);
    useAuthDialogs.getState().openLogin();
  };
  return (
    <>
      <SiteFooter
        siteName={info.merchant.name}
        onOpenArticle={(category, title) => setArticle({ category, title })}
        onContactUs={customerService.open}
        providers={providersOf(lanes)}
      />
      {customerService.dialog}
      {/* Mounted only when asked for, so pages do not fetch the help centre up front. */}
      {article ? (
        <Suspense fallback={null}>
          <HelpArticleModal
            category={article.category}
            fallbackTitle={article.title}
            onClose={() => setArticle(null)}
          >
            {article.category === 'responsible' ? (
              <RgFooterNote reader={reader} onOpen={openLimits} onLogin={login} />
            ) : null}
          </HelpArticleModal>
        </Suspense>
      ) : null}
    </>
  );
}
