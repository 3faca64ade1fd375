import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTBOX_CHANNELS, type OutboxChannel } from '../lib/outbox-key';

/** The SMS / e-mail tabs (ARIA tabs: arrow keys move between them, the selected one is in the tab order). */
export function OutboxTabs({
  channel,
  onSelect,
}: {
  channel: OutboxChannel;
  onSelect: (channel: OutboxChannel) => void;
}) {
  const { t } = useTranslation('outbox');
  const refs = useRef<Partial<Record<OutboxChannel, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const index = OUTBOX_CHANNELS.indexOf(channel);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = OUTBOX_CHANNELS[(index + step + OUTBOX_CHANNELS.length) % OUTBOX_CHANNELS.length]!;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="outbox-tabs" role="tablist" aria-label={t('tabsLabel')} onKeyDown={onKeyDown}>
      {OUTBOX_CHANNELS.map((c) => (
        <button
          key={c}
          ref={(element) => {
            refs.current[c] = element;
          }}
          type="button"
          role="tab"
          id={`outbox-tab-${c}`}
          aria-controls={`outbox-panel-${c}`}
          aria-selected={c === channel}
          tabIndex={c === channel ? 0 : -1}
          onClick={() => onSelect(c)}
        >
          {t(`tabs.${c}`)}
        </button>
      ))}
    </div>
  );
}
