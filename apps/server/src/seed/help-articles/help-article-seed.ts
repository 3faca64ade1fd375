/** A demo help-centre article. Content is plain HTML limited to h3, p, ul, ol, li, strong, em and a (relative links only). */
export interface HelpArticleSeed {
  language: 'EN' | 'TY';
  category: string;
  title: string;
  content: string;
  sort: number;
}

/** Joins one HTML block per argument, so each block stays on its own source line. */
export const html = (...blocks: string[]): string => blocks.join('');
