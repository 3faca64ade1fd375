import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { DROPDOWN_CLOSE_MS } from '@bet/contracts/constants';
import { imageUrl } from '@/shared/lib/cdn';
import {
  CATEGORY_ICON,
  pointsRateOf,
  type NavCategory,
  type VendorSummary,
} from '@/shared/lib/game-categories';

/** The dropdown centres under its entry only with up to this many vendors (spec §2); wider ones span the bar. */
export const CENTRED_MAX_VENDORS = 6;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

interface NavCategoryEntryProps {
  entry: NavCategory;
  onVendorSelect?: (vendor: VendorSummary) => void;
}

/**
 * A category of the navigation: its page link (with the category icon) and a dropdown of its
 * vendors, opened by hovering, by the arrow button or ArrowDown on it, closed 200 ms after the pointer or
 * the focus leaves it (spec §9), or at once with Escape; arrow keys move between its vendors.
 */
export function NavCategoryEntry({ entry, onVendorSelect }: NavCategoryEntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Opened by the pointer resting on it: a click on the arrow then keeps it open (a tap on a touch
  // screen is a hover and a click at once), instead of closing what the visitor just saw open.
  const hoverOpened = useRef(false);
  const panelId = useId();
  const { category, path, vendors } = entry;
  const centred = vendors.length <= CENTRED_MAX_VENDORS;
  const name = t(`category.${category}`);
  const rate = pointsRateOf(category);

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setOpen(false);
    }, DROPDOWN_CLOSE_MS);
  };
  useEffect(() => cancelClose, []);

  // A centred dropdown near the edge of the screen moves back inside it (8 px margin).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !centred || !panel) return;
    panel.style.setProperty('--nav-shift', '0px');
    const { left, right } = panel.getBoundingClientRect();
    const shift = Math.max(8 - left, 0) - Math.max(right - (window.innerWidth - 8), 0);
    panel.style.setProperty('--nav-shift', `${shift}px`);
  }, [open, centred]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeSoon();
  };
  // The panel is hidden until `open` renders, so focusing its first vendor waits for that render.
  const focusFirstOnOpen = useRef(false);
  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    panelRef.current?.querySelector<HTMLButtonElement>('.nav-vendor')?.focus();
  }, [open]);

  /** Arrow keys walk the vendors (wrapping), Home/End jump to the ends (WAI-ARIA disclosure navigation). */
  const moveFocus = (key: string) => {
    const items = [...(panelRef.current?.querySelectorAll<HTMLButtonElement>('.nav-vendor') ?? [])];
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = key === 'Home' ? 0 : key === 'End' ? items.length - 1 : at + (key === 'ArrowUp' ? -1 : 1);
    items[(next + items.length) % items.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const onToggle = event.target === toggleRef.current;
    const inPanel = panelRef.current?.contains(event.target as Node) ?? false;
    if (event.key === 'ArrowDown' && onToggle) {
      event.preventDefault();
      cancelClose();
      if (open) moveFocus('Home');
      else {
        focusFirstOnOpen.current = true;
        setOpen(true);
      }
      return;
    }
    if (inPanel && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      moveFocus(event.key);
      return;
    }
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    cancelClose();
    setOpen(false);
    toggleRef.current?.focus();
  };
  const choose = (vendor: VendorSummary) => {
    cancelClose();
    setOpen(false);
    onVendorSelect?.(vendor);
  };

  return (
    <li
      className={centred ? 'nav-entry nav-entry-centred' : 'nav-entry nav-entry-wide'}
      data-testid={`nav-entry-${category}`}
      onMouseEnter={() => {
        cancelClose();
        if (!open) hoverOpened.current = true;
        setOpen(true);
      }}
      onMouseLeave={closeSoon}
      onFocus={cancelClose}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <span className="nav-entry-head">
        <NavLink to={path} className={linkClass}>
          <span className={`nav-icon nav-icon-${CATEGORY_ICON[category]}`} aria-hidden="true" />
          {name}
        </NavLink>
        <button
          ref={toggleRef}
          type="button"
          className="nav-dropdown-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('nav.vendorsOf', { category: name })}
          data-testid={`nav-toggle-${category}`}
          onClick={() => {
            cancelClose();
            setOpen(!open || hoverOpened.current);
            hoverOpened.current = false;
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </span>
      <div
        ref={panelRef}
        id={panelId}
        className="nav-dropdown"
        data-align={centred ? 'centre' : 'wide'}
        data-testid={`nav-dropdown-${category}`}
        hidden={!open}
      >
        <p className="nav-dropdown-head">
          <span>{name}</span>
          {rate ? (
            <span className="nav-points" data-testid={`nav-points-${category}`}>
              {t('nav.points', { rate })}
            </span>
          ) : null}
        </p>
        <ul className="nav-vendors">
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button
                type="button"
                className={vendor.maintenance ? 'nav-vendor maintenance' : 'nav-vendor'}
                title={vendor.displayName}
                data-testid={`nav-vendor-${vendor.vassalage}`}
                onClick={() => choose(vendor)}
              >
                {vendor.icon ? (
                  <img
                    className="nav-vendor-icon"
                    src={imageUrl(vendor.icon)}
                    alt=""
                    width={28}
                    height={28}
                    loading="lazy"
                  />
                ) : (
                  <span className="nav-vendor-icon" aria-hidden="true">
                    {vendor.displayName.slice(0, 1)}
                  </span>
                )}
                <span className="nav-vendor-name">{vendor.displayName}</span>
                {vendor.isHot === 1 ? (
                  <span className="badge badge-hot" data-testid="hot-badge">
                    {t('games.hot')}
                  </span>
                ) : null}
                {vendor.maintenance ? (
                  <span className="badge badge-maintenance" data-testid="maintenance-badge">
                    {t('games.maintenanceBadge')}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
