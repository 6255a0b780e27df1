import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Quality, QualityOption } from './player-engine';
import styles from './player.module.css';

export interface QualityMenuProps {
  /** the HLS levels, best first */
  levels: QualityOption[];
  /** offer the FLV source as 저지연 */
  hasFlv: boolean;
  value: Quality;
  /** the level auto plays now (shown beside 자동) */
  activeLabel: string | null;
  onChange: (quality: Quality) => void;
}

/** 화질 button and its menu: 자동, each level of the master playlist, 저지연 (FLV). */
export function QualityMenu({ levels, hasFlv, value, activeLabel, onChange }: QualityMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const autoLabel = activeLabel ? t`자동 (${activeLabel})` : t`자동`;
  const options: QualityOption[] = [{ value: 'auto', label: autoLabel }, ...levels, ...(hasFlv ? [{ value: 'flv' as const, label: t`저지연` }] : [])];
  const current = options.find((o) => o.value === value)?.label ?? autoLabel;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className={styles.quality} ref={root}>
      <button
        type="button"
        className={styles.control}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t`화질: ${current}`}
        onClick={() => setOpen((o) => !o)}
      >
        {current}
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={t`화질`} className={styles.menu}>
          {options.map((option) => (
            <li key={option.value} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={option.value === value}
                className={styles.menuItem}
                onClick={() => {
                  setOpen(false);
                  onChange(option.value);
                }}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
