import type { KeyboardEvent } from 'react';

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
