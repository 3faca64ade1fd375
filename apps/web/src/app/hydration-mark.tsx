import { useEffect } from 'react';
import { releaseAnswers } from '@/shared/lib/hydration-gate';

/**
 * Renders nothing; once React runs the page, takes `data-ssr` off `#root`. Until then a page the
 * server drew (decision 0043) takes no pointer input (theme.css): a click there would be lost, as
 * no handler is attached yet. The API's answers, held meanwhile (hydration-gate.ts), go through.
 */
export function HydrationMark() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-ssr');
    releaseAnswers();
  }, []);
  return null;
}
