import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteInfo } from '@/features/system/api/system-status';
import { useDocumentMeta } from '@/shared/lib/use-document-meta';

/** Addresses that show the home page (spec §2): one canonical address, `/`, for all of them. */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/register', '/register.html']);

/**
 * Title, description and canonical link of the page at `pathname` (SEO, issue 11). Pages with a
 * heading of their own (`pages.<route>` in the catalogue) reuse it; the brand comes from the merchant.
 */
export function useRouteMeta(pathname: string) {
  const { t, i18n } = useTranslation();
  const { merchant } = useSiteInfo();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = merchant.name;
  if (HOME_PATHS.has(path)) {
    return {
      title: t('seo.homeTitle', { name }),
      description: t('seo.homeDescription', { name }),
      canonicalPath: '/',
    };
  }
  // The reset-password page's heading lives with its form's strings.
  const keyOf = path === '/resetPassword' ? 'reset' : `pages.${path.slice(1)}`;
  const known = /^\/\w+$/.test(path) && i18n.exists(`${keyOf}.title`);
  return {
    title: t('seo.pageTitle', { page: t(known ? `${keyOf}.title` : 'notFound.title'), name }),
    description: known ? t(`${keyOf}.description`) : t('seo.homeDescription', { name }),
    canonicalPath: path,
  };
}

/** Renders nothing: keeps the head of the document in step with the route shown. */
export function DocumentMeta() {
  const { pathname } = useLocation();
  useDocumentMeta(useRouteMeta(pathname));
  return null;
}
