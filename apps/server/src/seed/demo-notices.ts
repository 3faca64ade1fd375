import type { NoticeAudience } from '@bet/contracts/content/notices';
import type { Db } from '../db/create-db.js';
import type { NoticesTable } from '../db/schema-notices.js';
import { sanitizeHtml } from '../shared/sanitize-html.js';

type Text = { language: string; title: string; content: string };
type Demo = {
  kind: NoticesTable['kind'];
  daysAgo: number;
  texts: Text[];
  link?: Record<string, unknown>;
  vendor?: string;
  sort?: number;
  /** Popups start as drafts (see below). */
  draft?: boolean;
  audience?: NoticeAudience;
};

const DAY = 86_400_000;
const en = (title: string, content: string): Text => ({ language: 'EN', title, content });
const ty = (title: string, content: string): Text => ({ language: 'TY', title, content });

/** Twelve player announcements (two pages of the notice page), a few with a Tagalog text. */
const announcements: Demo[] = [
  [
    'Welcome to DemoBet',
    '<p>Thanks for joining. Claim your <b>welcome bonus</b> from the promotions page.</p>',
  ],
  [
    'New slots from the house studio',
    '<p>Two fresh house games are live: try them in <a href="/rng">Slots</a>.</p>',
  ],
  [
    'Scheduled maintenance',
    '<p>Deposits pause on <b>Tuesday 02:00–03:00</b> while we upgrade our bank links.</p>',
  ],
  ['Faster withdrawals', '<p>Most withdrawals now arrive within <em>15 minutes</em>.</p>'],
  ['Responsible gaming', '<p>Set a deposit limit any time from the member centre.</p>'],
  ['VIP programme update', '<ul><li>New rank rewards</li><li>Birthday bonus for rank 3 and above</li></ul>'],
  ['Sports: weekend specials', '<p>Boosted odds on the weekend football — see the sports lobby.</p>'],
  ['Lucky wheel is back', '<p>Spin once a day with any deposit this week.</p>'],
  ['Security tip', '<p>We will never ask for your password. Report suspicious messages to support.</p>'],
  ['Referral rewards', '<p>Invite a friend and earn a share of their first deposit.</p>'],
  ['Fishing tournament', '<p>Top ten hunters win a prize pool of <b>10,000</b>.</p>'],
  ['Mobile lite app', '<p>Install the lite app from the <a href="/download">download page</a>.</p>'],
].map(([title, content], i) => ({
  kind: 'PL' as const,
  daysAgo: i + 1,
  texts:
    i % 3 === 0
      ? [en(title!, content!), ty(`${title} (TY)`, '<p>Salamat sa pagsali! Basahin ang buong anunsyo.</p>')]
      : [en(title!, content!)],
}));

const demoNotices: Demo[] = [
  ...announcements,
  {
    kind: 'PU',
    daysAgo: 1,
    draft: true,
    texts: [
      en('Site notice', '<p>Our new <b>live chat</b> is open 24/7 from the customer service button.</p>'),
      ty('Paunawa', '<p>Bukas ang aming bagong <b>live chat</b> 24/7.</p>'),
    ],
  },
  {
    kind: 'PR',
    daysAgo: 1,
    draft: true,
    link: { kind: 'url', url: 'https://demobet.example/promotions' },
    texts: [
      en('100% first deposit bonus', '<p>Double your first deposit up to <b>5,000</b>. Today only!</p>'),
    ],
  },
  {
    kind: 'B',
    daysAgo: 1,
    texts: [en('Weekend cashback 10%', '<p>Cashback on every game this weekend.</p>')],
  },
  {
    kind: 'G',
    daysAgo: 1,
    vendor: 'HOUSE',
    link: { kind: 'game', vendor: 'HOUSE', nodeId: 1 },
    texts: [
      en('House slots: new bonus round', '<p>Free spins now retrigger in the house slot.</p>'),
      ty('House slots: bagong bonus', '<p>Puwede nang maulit ang free spins.</p>'),
    ],
  },
  {
    kind: 'G',
    daysAgo: 1,
    vendor: 'HLIVE',
    texts: [
      en(
        'Live baccarat: provably fair',
        '<p>Every round shows the hash of its shuffle before betting opens and the seed after the deal: check any round yourself.</p>',
      ),
      ty(
        'Live baccarat: mapapatunayang patas',
        '<p>Makikita ang hash ng bawat round bago tumaya at ang seed pagkatapos ng bigay: suriin mo mismo.</p>',
      ),
    ],
  },
  {
    kind: 'G',
    daysAgo: 1,
    vendor: 'HSPORTS',
    texts: [
      en(
        'Virtual Premier League every 4 minutes',
        '<p>A new round of virtual matches kicks off every four minutes: bet before kick-off or in play, and cash out any time.</p>',
      ),
      ty(
        'Virtual Premier League tuwing 4 minuto',
        '<p>May bagong round ng virtual na laban tuwing apat na minuto: tumaya bago o habang naglalaro, at mag-cash out anumang oras.</p>',
      ),
    ],
  },
  {
    kind: 'G',
    daysAgo: 1,
    vendor: 'HPVP',
    texts: [
      en(
        "Hold'em rooms are open",
        "<p>Fixed-limit hold'em from P1/P2: sit down and bots (always marked BOT) fill the table after a few seconds. Every deal shows its hash first and its seed after.</p>",
      ),
      ty(
        "Bukas na ang mga Hold'em room",
        "<p>Fixed-limit hold'em mula P1/P2: umupo at pupunuin ng mga bot (laging may markang BOT) ang mesa pagkalipas ng ilang segundo.</p>",
      ),
    ],
  },
];

/** The agent centre's announcement (audience agents): players never see it. */
const agentAnnouncement: Demo = {
  kind: 'PL',
  daysAgo: 1,
  audience: 'agents',
  texts: [
    en(
      'Agents: new daily wage tiers',
      "<p>Daily wage contracts now pay up to <b>1.2%</b> of your team's valid bets. Offer them from <em>team management</em>.</p>",
    ),
    ty(
      'Mga ahente: bagong antas ng arawang sahod',
      '<p>Hanggang <b>1.2%</b> na ng valid bets ng iyong team ang arawang sahod.</p>',
    ),
  ],
};

async function insertDemoNotice(db: Db, merchantId: number, n: Demo, createdAt: Date, now: number) {
  const { id } = await db
    .insertInto('notices')
    .values({
      merchant_id: merchantId,
      kind: n.kind,
      popup: false,
      starts_at: new Date(now - n.daysAgo * DAY),
      ends_at: null,
      sort: n.sort ?? 0,
      link: n.link ? JSON.stringify(n.link) : null,
      vendor: n.vendor ?? null,
      published: !n.draft,
      audience: n.audience ?? 'players',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('notice_texts')
    .values(n.texts.map((t) => ({ notice_id: id, ...t, content: sanitizeHtml(t.content) })))
    .execute();
}

/**
 * Demo notices: twelve player announcements (the notice page shows two pages), a marquee banner
 * and game announcements for the house slots, the live tables and the virtual league, published; a popup and a promotion popup as
 * drafts — published, they cover every first visit of the home page (and every end-to-end test
 * that starts there), so the operator publishes them from the back office (Notices) to see them.
 * English with Tagalog for some. Runs once per merchant (when it has no notices yet); the agent
 * centre's announcement once per merchant (when it has no agents' notice yet).
 */
export async function seedDemoNotices(db: Db, merchantId: number): Promise<void> {
  const any = await db
    .selectFrom('notices')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  const now = Date.now();
  if (!any)
    for (const [sort, n] of demoNotices.entries())
      await insertDemoNotice(db, merchantId, n, new Date(now - n.daysAgo * DAY + sort), now);
  // Apart: a database seeded before notices had an audience gets its agent announcement too.
  const forAgents = await db
    .selectFrom('notices')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('audience', '=', 'agents')
    .executeTakeFirst();
  if (!forAgents) await insertDemoNotice(db, merchantId, agentAnnouncement, new Date(now), now);
}
