import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** The console's button: `primary` for the page's main action, `danger` for what moves money away or locks. */
export function Button({
  variant = 'secondary',
  busy = false,
  className,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean }) {
  return (
    <button
      type="button"
      {...rest}
      disabled={rest.disabled || busy}
      aria-busy={busy || undefined}
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
