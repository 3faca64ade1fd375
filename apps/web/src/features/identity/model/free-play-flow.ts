import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { getSession } from '@/shared/session/session-store';
import { startFreePlay } from '../api/free-play';
import { completeLogin } from './complete-login';

/** Free play (spec §4): guest login, load info, clear a stored `cpw`, go to '/'. */
export async function runFreePlay(context: { navigate: NavigateFunction; queryClient: QueryClient }) {
  const response = await startFreePlay();
  await completeLogin(response, context, { goHome: true, welcome: false });
  getSession().update({ cpw: null });
}
