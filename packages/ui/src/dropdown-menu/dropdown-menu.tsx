import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement, Ref } from 'react';
import { visuallyHidden } from '../theme/focus.css.ts';
import * as styles from './dropdown-menu.css.ts';

export interface DropdownMenuItem {
  label: string;
  href: string;
  /** Opens in a new tab (rel="noopener noreferrer") and says so to screen readers. */
  external?: boolean;
}

/** Props a custom link (e.g. a router Link) must spread onto its anchor. */
export interface DropdownMenuLinkProps {
  ref: Ref<HTMLAnchorElement>;
  role: 'menuitem';
  tabIndex: -1;
  className: string;
  href: string;
  target?: '_blank';
  rel?: string;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  onClick: () => void;
  children: ReactElement | string | (ReactElement | string)[];
}

export interface DropdownMenuProps {
  label: string;
  items: DropdownMenuItem[];
  /** Renders an item's link; defaults to a plain `<a>`. Spread `props` onto the link element. */
  renderLink?: (item: DropdownMenuItem, props: DropdownMenuLinkProps) => ReactElement;
}

/**
 * A menu button (WAI-ARIA pattern). Enter, Space or ArrowDown opens it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus to the button;
 * Tab or a click outside closes it.
 */
export function DropdownMenu({ label, items, renderLink }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  const focusItem = (index: number) => {
    const count = items.length;
    if (count === 0) return;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openAt = (index: number) => {
    setOpen(true);
    setPendingFocus(index);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setPendingFocus(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Move focus once the menu is rendered (-1 means the last item).
  useEffect(() => {
    if (!open || pendingFocus === null) return;
    const count = itemRefs.current.length;
    itemRefs.current[pendingFocus === -1 ? count - 1 : pendingFocus]?.focus();
  }, [open, pendingFocus]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space activate the button natively (onClick), which opens on the first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onItemKeyDown = (index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        event.preventDefault();
        event.currentTarget.click();
        break;
      default:
        break;
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu}>
          {items.map((item, index) => {
            const props: DropdownMenuLinkProps = {
              ref: (node: HTMLAnchorElement | null) => {
                itemRefs.current[index] = node;
              },
              role: 'menuitem',
              tabIndex: -1,
              className: styles.item,
              href: item.href,
              ...(item.external ? { target: '_blank' as const, rel: 'noopener noreferrer' } : {}),
              onKeyDown: onItemKeyDown(index),
              onClick: () => close(false),
              children: item.external
                ? [
                    item.label,
                    <span key="ext" className={visuallyHidden}>
                      {' '}
                      (opens in a new tab)
                    </span>,
                  ]
                : item.label,
            };
            return (
              <li role="none" key={`${item.href}-${item.label}`}>
                {renderLink ? renderLink(item, props) : <a {...props} />}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
