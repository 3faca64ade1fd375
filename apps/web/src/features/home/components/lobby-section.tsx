import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LobbySectionProps {
  /** Names the heading (`home-<id>-title`) and the test id (`home-<id>`). */
  id: string;
  title: string;
  /** A link beside the title ("See all"); `label` is read after the visible text. */
  more?: { to: string; text: string; label?: string };
  /** True while the content is still arriving (its skeleton shows). */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/** A titled block of the lobby: heading row (with an optional "see all" link) and its content. */
export function LobbySection({ id, title, more, busy, className, children }: LobbySectionProps) {
  return (
    <section
      className={className ? `lobby-section ${className}` : 'lobby-section'}
      aria-labelledby={`home-${id}-title`}
      aria-busy={busy || undefined}
      data-testid={`home-${id}`}
    >
      <div className="lobby-head">
        <h2 id={`home-${id}-title`}>{title}</h2>
        {more ? (
          <Link to={more.to} className="lobby-more">
            {more.text} {more.label ? <span className="visually-hidden">{more.label}</span> : null}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
