import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface SegmentTab<Name extends string> {
  name: Name;
  label: string;
}

export interface SegmentTabsProps<Name extends string> {
  tabs: readonly SegmentTab<Name>[];
  active: Name;
  onChange: (name: Name) => void;
  label: string;
  className?: string;
}

/**
 * A row of tabs as real buttons (react-vant's Tabs draws divs a keyboard cannot reach and a screen
 * reader does not call tabs): 44px high, scrolling sideways when they do not fit, arrow keys move.
 */
export function SegmentTabs<Name extends string>({
  tabs,
  active,
  onChange,
  label,
  className,
}: SegmentTabsProps<Name>) {
  const list = useRef<HTMLDivElement>(null);
  // A tab chosen by the address (`?status=completed`) may sit past the edge: bring it into the row's
  // view, sideways only, so the page itself does not move.
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>(`[data-name="${active}"]`);
    if (!row || !tab) return;
    const centred = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    row.scrollTo({ left: Math.max(0, centred) });
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = tabs.findIndex((tab) => tab.name === active);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onChange(next.name);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-name="${next.name}"]`)?.focus();
  }

  return (
    <div
      ref={list}
      className={`segment-tabs${className ? ` ${className}` : ''}`}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.name === active;
        return (
          <button
            key={tab.name}
            type="button"
            role="tab"
            className={`segment-tabs__tab${selected ? ' segment-tabs__tab--active' : ''}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-name={tab.name}
            onClick={() => onChange(tab.name)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
