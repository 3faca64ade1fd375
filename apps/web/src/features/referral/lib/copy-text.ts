/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (a secure context),
 * else the older copy command on a hidden text field. Resolves whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* refused (permission, not focused): try the copy command */
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.className = 'visually-hidden';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // Beside the pressed button: inside the open dialog, whose focus trap lets the field be selected.
  (focused?.parentElement ?? document.body).append(field);
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  // The player's keyboard place stays on the button they pressed.
  focused?.focus();
  return copied;
}
