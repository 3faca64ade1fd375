// Seeds a volume of players and bets into a migrated, demo-seeded PostgreSQL database of the site,
// fast: INSERT … SELECT generate_series in batches, the bets' secondary indexes dropped during the
// load and rebuilt after, foreign-key triggers off for this session (the ids are generated valid).
// Deposits and withdrawals are proportional (1 per 20 bets and 1 per 100 bets), spread over
// `days` days. Every player has an e-mail, a bank card, the address it registered from, one
// shared with other players and `logins` logins from those two (what the operator's player search
// looks up; volumeEmail, volumeAccount, volumeIp and volumeSharedIp name them). The roll-up of the
// daily stats then runs when the site starts (main.ts).
//
// Alone: node scripts/seed-volume.mjs <DATABASE_URL> [players=100000] [bets=10000000] [days=90]
import { fileURLToPath } from 'node:url';
import Pg from 'pg';

const VENDORS = ['HOUSE', 'EDGE', 'PGS', 'EVO', 'SBO'];
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'LOTTERY'];
/** The seeded players' usernames: `vol` and a 6-digit number (a prefix search finds 1–1000). */
export const VOLUME_PREFIX = 'vol';
/** Players behind one shared address (a carrier's NAT, an internet café). */
export const PLAYERS_PER_SHARED_IP = 20;

/** The e-mail of seeded player `g` (1-based). */
export const volumeEmail = (g) => `${VOLUME_PREFIX}${g}@example.com`;
/** The bank account number of seeded player `g`: 12 digits, `5` and the number. */
export const volumeAccount = (g) => `5${String(g).padStart(11, '0')}`;
/** The address seeded player `g` registered from, its own: 10.x.y.z. */
export const volumeIp = (g) => `10.${Math.floor(g / 65536) % 256}.${Math.floor(g / 256) % 256}.${g % 256}`;
/** How many shared addresses `players` players use. */
const sharedIps = (players) => Math.max(1, Math.floor(players / PLAYERS_PER_SHARED_IP));
/** The address seeded player `g` shares with every `players / 20`-th other player: 100.64.x.y. */
export const volumeSharedIp = (g, players) => {
  const s = g % sharedIps(players);
  return `100.64.${Math.floor(s / 256) % 256}.${s % 256}`;
};
// The two addresses in SQL, of the player's number (an int expression).
const sqlIp = (g) => `'10.' || ((${g}) / 65536) % 256 || '.' || ((${g}) / 256) % 256 || '.' || (${g}) % 256`;
const sqlSharedIp = (g, players) =>
  `'100.64.' || (((${g}) % ${sharedIps(players)}) / 256) % 256 || '.' || ((${g}) % ${sharedIps(players)}) % 256`;

/**
 * Seeds `players` players and `bets` bets (plus deposits and withdrawals) into `url`. Answers the
 * time each part took (ms). The database must have been migrated and seeded by one start of the site.
 */
export async function seedVolume(
  url,
  { players = 100_000, bets = 10_000_000, days = 90, logins = 10, batch = 500_000, log = () => {} } = {},
) {
  const db = new Pg.Client({ connectionString: url });
  await db.connect();
  const timings = {};
  const timed = async (name, work) => {
    const started = performance.now();
    await work();
    timings[name] = Math.round(performance.now() - started);
    log(`${name}: ${timings[name]} ms`);
  };
  try {
    await db.query(
      `set synchronous_commit = off; set session_replication_role = replica; set maintenance_work_mem = '512MB'`,
    );
    const merchant = (await db.query(`select id from merchants where is_default`)).rows[0].id;
    const channels = (
      await db.query(`select id from deposit_channels where merchant_id = $1 order by id`, [merchant])
    ).rows.map((r) => r.id);
    // A spread over the days that depends on the row (a volatile random() in a lateral subquery
    // may be evaluated once for all rows).
    const spread = (g) => `now() - ((${g}::bigint * 2654435761) % ${days * 86_400}) * interval '1 second'`;

    await timed('players', async () => {
      await db.query(
        `insert into members (merchant_id, username, referral_code, dialing_code, mobile_num, email, register_ip, created_at)
         select $1, '${VOLUME_PREFIX}' || lpad(g::text, 6, '0'), 'VOL' || g, '63', '9' || lpad(g::text, 9, '0'),
           '${VOLUME_PREFIX}' || g || '@example.com', ${sqlIp('g')}, ${spread('g')}
         from generate_series(1, $2::int) g`,
        [merchant, players],
      );
      await db.query(
        `insert into bank_cards (merchant_id, member_id, bank_name, account_name, account_number)
         select $1, id, (array['BDO', 'BPI', 'Metrobank', 'UnionBank'])[1 + id % 4], 'Volume Player',
           '5' || lpad(substr(username, ${VOLUME_PREFIX.length + 1})::int::text, 11, '0')
         from members where merchant_id = $1 and username like '${VOLUME_PREFIX}%'`,
        [merchant],
      );
    });
    // Each player's addresses (its own and a shared one) and its logins from them, alternately;
    // the player's number is read back from its username.
    const volumePlayers = `(select id, substr(username, ${VOLUME_PREFIX.length + 1})::int as g, created_at
      from members where merchant_id = ${Number(merchant)} and username like '${VOLUME_PREFIX}%')`;
    await timed('addresses and logins', async () => {
      await db.query(
        `insert into member_ips (member_id, ip, first_seen_at)
         select p.id, ${sqlIp('p.g')}, p.created_at from ${volumePlayers} p
         union all
         select p.id, ${sqlSharedIp('p.g', players)}, p.created_at from ${volumePlayers} p`,
      );
      await db.query(
        `insert into login_history (member_id, at, ip, device, user_agent, method, result)
         select p.id, ${spread('(p.g * 31 + n)')},
           case when n % 2 = 0 then ${sqlIp('p.g')} else ${sqlSharedIp('p.g', players)} end,
           (array['web', 'h5', 'app'])[1 + n % 3], 'Mozilla/5.0 (Linux; Android 14) Volume/' || n, 'PASSWORD',
           case when n % 10 = 9 then 'FAILED' else 'SUCCESS' end
         from ${volumePlayers} p, generate_series(1, $1::int) n`,
        [logins],
      );
    });
    const range = (
      await db.query(
        `select min(id)::text as lo, max(id)::text as hi from members where merchant_id = $1 and username like '${VOLUME_PREFIX}%'`,
        [merchant],
      )
    ).rows[0];
    const cardOf = `(select min(id) from bank_cards where member_id = m.id and removed_at is null)`;
    const member = (g) => `(${range.lo}::bigint + (${g}::bigint * 7919) % ${players})`;

    // Secondary indexes of bets are rebuilt once after the load (far faster than kept up per row).
    const indexes = (
      await db.query(
        `select indexname, indexdef from pg_indexes i where tablename = 'bets'
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      )
    ).rows;
    await timed('bets', async () => {
      for (const { indexname } of indexes) await db.query(`drop index ${indexname}`);
      for (let lo = 1; lo <= bets; lo += batch) {
        const hi = Math.min(bets, lo + batch - 1);
        await db.query(
          `insert into bets (merchant_id, member_id, vendor, vendor_bet_id, category, game_code, game_name,
             stake, valid_bet, payout, status, placed_at, settled_at)
           select $1, ${member('g')}, ($3::text[])[1 + g % 5], 'vol-' || g, ($4::text[])[1 + (g / 5) % 5], 'G' || g % 50,
             'Game ' || g % 50, s.stake, s.stake, (s.stake * (random() * 1.9))::bigint, 'SETTLED', t.at, t.at
           from generate_series($2::bigint, $5::bigint) g,
             lateral (select (100 + (g * 104729) % 50000)::bigint as stake) s,
             lateral (select ${spread('g')} as at) t`,
          [merchant, lo, VENDORS, CATEGORIES, hi],
        );
        log(`bets ${hi}/${bets}`);
      }
      for (const { indexdef } of indexes) await db.query(indexdef);
    });
    await timed('deposits', async () => {
      await db.query(
        `insert into deposits (merchant_id, member_id, channel_id, amount, status, request_key, created_at, completed_at)
         select $1, ${member('g * 13')}, ($3::int[])[1 + g % $4::int], 10000 + (g * 31) % 500000,
           case when g % 500 = 0 then 'PENDING' else 'SUCCESS' end, 'vol-' || g, t.at,
           case when g % 500 = 0 then null else t.at + interval '2 minutes' end
         from generate_series(1, $2::bigint) g, lateral (select ${spread('g * 3')} as at) t`,
        [merchant, Math.round(bets / 20), channels, channels.length],
      );
    });
    await timed('withdrawals', async () => {
      await db.query(
        `insert into withdrawals (merchant_id, member_id, bank_card_id, amount, status, request_key, created_at, paid_at)
         select $1, m.id, ${cardOf}, 20000 + (g * 17) % 300000,
           case when g % 400 = 0 then 'PENDING' else 'RECEIVED' end, 'vol-' || g, t.at,
           case when g % 400 = 0 then null else t.at + interval '10 minutes' end
         from generate_series(1, $2::bigint) g
           join members m on m.id = ${member('g * 11')},
           lateral (select ${spread('g * 7')} as at) t`,
        [merchant, Math.round(bets / 100)],
      );
    });
    await timed('analyze', () => db.query('analyze'));
    return timings;
  } finally {
    await db.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, players, bets, days] = process.argv.slice(2);
  if (!url) throw new Error('usage: node scripts/seed-volume.mjs <DATABASE_URL> [players] [bets] [days]');
  const timings = await seedVolume(url, {
    ...(players ? { players: Number(players) } : {}),
    ...(bets ? { bets: Number(bets) } : {}),
    ...(days ? { days: Number(days) } : {}),
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(timings));
}
