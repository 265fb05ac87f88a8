import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** WAI-ARIA tabs: one tab stop, arrows/Home/End move and select, the panel follows. */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
  className,
}: {
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  /** Extra classes on the wrapper, for a page's own spacing. */
  className?: string;
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, tabs.length);
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };

  return (
    <div className={`tabs ${className ?? ''}`.trim()}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel`}
            aria-selected={index === current}
            tabIndex={index === current ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[current]?.id}`}
        tabIndex={0}
      >
        {tabs[current]?.content}
      </div>
    </div>
  );
}
