import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The site's other pages, each with a small drawn icon (24×24 paths, no icon font or images). */
const LINKS = [
  {
    to: '/promotions',
    label: 'nav.promotions',
    icon: 'M20 7h-3.2A3 3 0 0 0 12 3.8 3 3 0 0 0 7.2 7H4v5h1v9h14v-9h1zm-6-1a1 1 0 1 1 1 1h-1zm-4 0v1H9a1 1 0 1 1 1-1zm-4 3h5v1H6zm1 3h4v7H7zm6 7v-7h4v7zm5-9h-5V9h5z',
  },
  { to: '/vip', label: 'pages.vip.title', icon: 'M3 18h18l1-11-5 4-5-7-5 7-5-4zm0 2h18v2H3z' },
  {
    to: '/pointMall',
    label: 'pages.pointMall.title',
    icon: 'M12 2 9.5 8.5 3 9l5 4.4L6.5 20 12 16.6 17.5 20 16 13.4 21 9l-6.5-.5z',
  },
  {
    to: '/download',
    label: 'pages.download.title',
    icon: 'M11 3h2v9l3.5-3.5 1.4 1.4L12 15.8 6.1 9.9l1.4-1.4L11 12zM4 18h16v3H4z',
  },
  {
    to: '/help',
    label: 'pages.help.title',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 16h-2v-2h2zm1.6-6.8-.9.9c-.6.6-.7 1-.7 1.9h-2v-.5c0-1 .3-1.7 1-2.4l1.2-1.2a1.6 1.6 0 1 0-2.8-1.1H7.4a3.6 3.6 0 1 1 7.2 0c0 .9-.4 1.7-1 2.4z',
  },
  {
    to: '/join',
    label: 'pages.join.title',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-3.3 0-7 1.7-7 4v3h14v-3c0-2.3-3.7-4-7-4zm9-2V8h-2v3h-3v2h3v3h2v-3h3v-2z',
  },
] as const;

/** A row of icon links to the rest of the site (promotions, VIP, points mall, app, help, affiliates). */
export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <ul className="quick-links">
      {LINKS.map(({ to, label, icon }) => (
        <li key={to}>
          <Link to={to} className="quick-link">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={icon} fill="currentColor" />
            </svg>
            <span>{t(label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
