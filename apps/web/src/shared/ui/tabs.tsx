import { useId, useRef, type KeyboardEvent } from 'react';
import './tabs.css';

export interface TabItem<K extends string> {
  id: K;
  label: string;
  testId?: string;
}

interface TabsProps<K extends string> {
  /** From `useTabsBase()`: links each tab to its panel. */
  base: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (id: K) => void;
  label: string;
}

/** Ids linking a tab to its panel: `tabPanelProps(id, key)` goes on the panel. */
export const tabIds = (base: string, key: string) => ({
  tab: `${base}-tab-${key}`,
  panel: `${base}-panel-${key}`,
});

export const tabPanelProps = (base: string, key: string) => ({
  role: 'tabpanel' as const,
  id: tabIds(base, key).panel,
  'aria-labelledby': tabIds(base, key).tab,
});

/** A tab list (ARIA tabs: arrow keys move between tabs). Render the panel with `tabPanelProps`. */
export function Tabs<K extends string>({ tabs, active, onChange, label, base }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        const ids = tabIds(base, tab.id);
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'tab active' : 'tab'}
            data-testid={tab.testId}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** A stable base id for one Tabs instance. */
export const useTabsBase = () => useId().replace(/:/g, '');
