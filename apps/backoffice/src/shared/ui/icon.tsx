/** The console's menu icons (24×24 strokes), drawn here so no icon font or sprite request is needed. */
const PATHS = {
  dashboard: 'M3 13h8V3H3zm10 8h8V11h-8zM3 21h8v-6H3zm10-18v6h8V3z',
  players: 'M16 11a4 4 0 1 0-8 0 4 4 0 0 0 8 0zM4 21a8 8 0 0 1 16 0',
  deposits: 'M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3',
  withdrawals: 'M12 21V9m0 0-4 4m4-4 4 4M4 7V4h16v3',
  transfers: 'M4 8h13l-3-3m6 11H7l3 3',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.4a7 7 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7 7 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3z',
  games:
    'M6 9h4M8 7v4m7-1h.01M18 12h.01M7 5h10a5 5 0 0 1 4.9 6l-1 5a3 3 0 0 1-5.2 1.3L14 16h-4l-1.7 1.3A3 3 0 0 1 3.1 16l-1-5A5 5 0 0 1 7 5z',
  operators: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
  audit: 'M9 5h11M9 12h11M9 19h11M4 5h.01M4 12h.01M4 19h.01',
  reports: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  jobs: 'M12 7v5l3 3m6-3a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
  content: 'M4 4h16v12H7l-3 3z',
  points:
    'M4 11h16v10H4zM3 7h18v4H3zm9 0v14M12 7c-1-2.5-2.5-4-4.5-4a2 2 0 0 0 0 4zm0 0c1-2.5 2.5-4 4.5-4a2 2 0 0 1 0 4z',
  vip: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 9H5zM5 21h14',
  referral: 'M14 8a4 4 0 1 0-8 0 4 4 0 0 0 8 0zM2 21a8 8 0 0 1 16 0M19 8v6m-3-3h6',
  care: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
