import { useEffect } from 'react';

/**
 * Renders nothing; once React runs the page, takes `data-ssr` off `#root`. Until then a page the
 * server drew (decision 0043) takes no pointer input (theme.css): a click there would be lost, as
 * no handler is attached yet.
 */
export function HydrationMark() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-ssr');
  }, []);
  return null;
}
