import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
  /** The path search engines should index for this page (no query string), on this site's origin. */
  canonicalPath: string;
}

/** The `<meta>` or `<link>` element of the head with this selector, created on first use. */
function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/** Keeps the document's title, meta description and canonical link in step with the page shown. */
export function useDocumentMeta({ title, description, canonicalPath }: DocumentMeta): void {
  useEffect(() => {
    document.title = title;
    headElement('meta[name="description"]', () => {
      const meta = document.createElement('meta');
      meta.name = 'description';
      return meta;
    }).content = description;
    headElement('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }).href = new URL(canonicalPath, location.origin).href;
  }, [title, description, canonicalPath]);
}
