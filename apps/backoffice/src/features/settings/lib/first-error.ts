import type { FieldError } from 'react-hook-form';

/**
 * The first error inside a form's error tree: an array field's errors sit under its items
 * (`countries.2`) and a whole-object rule under the key '' — shown under one field here.
 */
export function firstError(tree: unknown): FieldError | undefined {
  if (!tree || typeof tree !== 'object') return undefined;
  if ('type' in tree && typeof (tree as FieldError).type === 'string') return tree as FieldError;
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'ref') continue;
    const found = firstError(value);
    if (found) return found;
  }
  return undefined;
}
