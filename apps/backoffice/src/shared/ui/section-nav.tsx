import { NavLink } from 'react-router';
import './section-nav.css';

/** The sub-pages of a console page, as a row of links (the current one marked). */
export function SectionNav({
  label,
  links,
}: {
  label: string;
  links: Array<{ to: string; text: string; testId?: string }>;
}) {
  return (
    <nav className="section-nav" aria-label={label}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end data-testid={link.testId}>
          {link.text}
        </NavLink>
      ))}
    </nav>
  );
}
