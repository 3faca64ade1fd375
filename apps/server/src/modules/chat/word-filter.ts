/** Letters, digits and `_`: what a filtered word may not touch on either side to match as a whole word. */
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}_]`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces every whole-word, case-insensitive occurrence of the filter's words in `text` by
 * `***`. Longer words are tried first, so a phrase wins over a word inside it.
 */
export function maskWords(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  const alternatives = [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${alternatives})(?!${WORD_CHAR})`, 'giu');
  return text.replace(pattern, '***');
}

/**
 * A message as it is stored: control characters (line breaks included) become spaces, so a
 * message is one line of plain text; the contract has already trimmed it and bounded its length.
 */
export const plainLine = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
