import { useId, useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string = string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string = string> {
  items: readonly TabItem<T>[];
  /** id of the selected tab */
  value: T;
  onChange: (id: T) => void;
  /** accessible name of the tab list */
  'aria-label'?: string;
  className?: string;
}

/** A tab strip (role=tablist). Arrow keys, Home and End move and select (automatic activation). */
export function Tabs<T extends string = string>({ items, value, onChange, className, 'aria-label': ariaLabel }: TabsProps<T>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    refs.current[index]?.focus();
    if (item.id !== value) onChange(item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = Math.max(0, items.findIndex((i) => i.id === value));
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(next[event.key]);
  };

  return (
    <div role="tablist" aria-label={ariaLabel} className={[styles.tablist, className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={`${baseId}-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
