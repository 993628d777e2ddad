// A WAI-ARIA tab list (automatic activation): arrow keys, Home and End move between its tabs and select them; only
// the selected tab is in the Tab order (each tab sets tabIndex itself). Its keys are the tab pattern's own, which
// the input runtime's arrows leave to it; switches, dwell and number keys reach the tabs as plain buttons.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from './tab-keys';

interface TabListProps {
  label: string;
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
  children: ReactNode;
}

export function TabList({ label, count, selected, onSelect, className, children }: TabListProps) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTabIndex(event.key, selected, count);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div ref={list} className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
