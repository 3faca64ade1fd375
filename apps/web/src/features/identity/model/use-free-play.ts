import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Starts free play; the call and the login steps load on the first click, so the header's
 * free demo button costs the first page nothing.
 */
export function useFreePlay() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      const { runFreePlay } = await import('./free-play-flow');
      await runFreePlay({ navigate, queryClient });
    } catch (reason) {
      setError(reason);
      throw reason;
    } finally {
      setPending(false);
    }
  }, [navigate, queryClient]);
  return { start, isPending, error };
}
