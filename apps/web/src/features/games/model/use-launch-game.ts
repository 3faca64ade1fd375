import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LaunchMode, LaunchTarget } from './launch-dispatch';
import { runLaunch } from './launch-runner';

/** A page's launcher: games open in `mode` (the /game page or the game popup). */
export function useLaunchGame(mode: LaunchMode = 'page') {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (target: LaunchTarget) => runLaunch(target, { navigate: (to) => void navigate(to), pathname, mode }),
    [navigate, pathname, mode],
  );
}
