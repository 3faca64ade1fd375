export const BENEFITS = ['commission', 'tools', 'support', 'payout'] as const;
export type Benefit = (typeof BENEFITS)[number];

/** Line icons of the join-us benefits (decorative; the text says it). */
const PATHS: Record<Benefit, string> = {
  // coins stacked
  commission:
    'M6 8c0-1.7 2.7-3 6-3s6 1.3 6 3-2.7 3-6 3-6-1.3-6-3zm0 0v4c0 1.7 2.7 3 6 3s6-1.3 6-3V8M6 12v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4',
  // bar chart
  tools: 'M4 20h16M7 16v-5m5 5V6m5 10v-8',
  // headset
  support: 'M5 14v-2a7 7 0 0 1 14 0v2m-14 0h3v5H5zm11 0h3v5h-3zm3 5c0 1.1-2 2-5 2',
  // calendar with a check
  payout: 'M5 6h14v14H5zM5 10h14M9 4v4m6-4v4m-6 7 2 2 4-4',
};

export function BenefitIcon({ kind }: { kind: Benefit }) {
  return (
    <svg
      className="benefit-icon"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
