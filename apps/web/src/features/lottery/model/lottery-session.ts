import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountType } from '@bet/contracts/constants';
import type { LotterySessionResponse } from '@bet/contracts/lottery/bets';
import { ApiError } from '@/shared/api/api-error';
import { getCurrentLanguage } from '@/shared/i18n/current-language';
import { useSession } from '@/shared/session/session-store';
import { getLotterySession, LOTTERY_SESSION_KEY } from '../api/lottery-session';
import { getNextDraws } from '../api/next-draws';
import { groupOfCode } from './game-catalogue';
import { lotteryPlatform, sessionTokenOf, type LotteryLaunchRequest } from './lottery-launch';

/** This tab's lottery session, remembered with the member session it was launched for. */
const STORAGE_KEY = 'lotterySession';

interface Stored {
  member: string;
  token: string;
}

function readStored(member: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored && stored.member === member && typeof stored.token === 'string' ? stored.token : null;
  } catch {
    return null;
  }
}

function writeStored(value: Stored | null) {
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage blocked: the session lives as long as the page */
  }
}

/**
 * The launch request of spec §3 for the house lottery (vendor HLOTT, launch mode LOTT) on one of
 * its games: the platform launches a game, and the session it opens covers every lottery game.
 */
export function lotteryLaunchRequest(gameCode: string, trial: boolean): LotteryLaunchRequest {
  const group = groupOfCode(gameCode);
  return {
    gameType: group === 'ELOTT' ? 'ELOTT' : 'LOTT',
    vassalage: 'HLOTT',
    gameCode,
    platform: 'html5-desktop',
    launchMode: 'LOTT',
    accountType: trial ? 0 : 1,
    clientType: 3,
    language: getCurrentLanguage(),
    ...(group === 'VN' ? { lottoArea: 'VN' as const } : {}),
    prizeMode: group === 'ELOTT' ? 'Elott' : group === 'SEA' ? 'SEA' : 'Lott',
    view: 'betting',
    device: 'WEB',
    backUrl: typeof window === 'undefined' ? '/lottery' : `${window.location.origin}/lottery`,
  };
}

async function obtainToken(member: string, trial: boolean, gameCode: string | undefined): Promise<string> {
  const stored = readStored(member);
  if (stored) return stored;
  const platform = lotteryPlatform();
  if (!platform) throw new ApiError(0, 'vendor.unavailable');
  // A page that names no game (my orders) launches the first game that has a draw open.
  const game = gameCode ?? (await getNextDraws()).draws[0]?.game;
  if (!game) throw new ApiError(0, 'game.not.found');
  const token = sessionTokenOf(await platform.launch(lotteryLaunchRequest(game, trial)));
  if (!token) throw new ApiError(0, 'vendor.unavailable');
  writeStored({ member, token });
  return token;
}

/** Tokens already replaced once after `game.session.invalid`: a second refusal is an error, not a loop. */
const relaunched = new Set<string>();

export type LotterySessionStatus = 'guest' | 'loading' | 'ready' | 'error';

export interface LotterySessionState {
  token: string | null;
  status: LotterySessionStatus;
  session?: LotterySessionResponse;
  error?: unknown;
}

/**
 * The player's lottery session: for a logged-in member the house lottery is launched through
 * the platform on `gameCode`, the game on screen (once per tab, the token kept in sessionStorage),
 * then its session read (games, odds, limits, lottery wallet balance). An expired token (401 `game.session.invalid`) is
 * relaunched once. Guests get no token: the screens show public reads and a login call to action.
 */
export function useLotterySession(gameCode?: string): LotterySessionState {
  const member = useSession((state) => state.token);
  const trial = useSession((state) => state.isAgent) === String(AccountType.trial);
  const queryClient = useQueryClient();
  const launch = useQuery({
    queryKey: ['lottery', 'launch', member],
    // One launch per member and tab, whichever game asks first.
    queryFn: () => obtainToken(member!, trial, gameCode),
    enabled: Boolean(member),
    staleTime: Infinity,
    retry: false,
  });
  const token = member ? (launch.data ?? null) : null;
  const session = useQuery({
    queryKey: [...LOTTERY_SESSION_KEY, token],
    queryFn: ({ signal }) => getLotterySession(token!, signal),
    enabled: Boolean(token),
    retry: false,
  });

  const expired =
    session.error instanceof ApiError && session.error.errorCode === 'game.session.invalid' && token !== null;
  useEffect(() => {
    if (!expired || !token || !member || relaunched.has(token)) return;
    relaunched.add(token);
    writeStored(null);
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'launch', member] });
  }, [expired, token, member, queryClient]);

  if (!member) return { token: null, status: 'guest' };
  if (launch.isError) return { token: null, status: 'error', error: launch.error };
  if (session.data) return { token, status: 'ready', session: session.data };
  if (session.isError && !(expired && token && !relaunched.has(token)) && !launch.isFetching)
    return { token, status: 'error', error: session.error };
  return { token, status: 'loading' };
}
