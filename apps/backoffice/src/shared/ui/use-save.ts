import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Runs a settings change and refreshes the lists it touches; keeps the last outcome for the
 * notice above the section (`saved`, or the refusal). A refusal is thrown on to the caller too,
 * so a form can put field errors under its fields.
 */
export function useSave(prefix: readonly string[]) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<{ saved: boolean; error: unknown }>({ saved: false, error: null });
  async function run<T>(change: () => Promise<T>): Promise<T> {
    setOutcome({ saved: false, error: null });
    try {
      const answer = await change();
      setOutcome({ saved: true, error: null });
      await client.invalidateQueries({ queryKey: prefix });
      return answer;
    } catch (error) {
      setOutcome({ saved: false, error });
      throw error;
    }
  }
  return { run, ...outcome };
}
