import { useRef, type KeyboardEvent } from 'react';
import { tabAfterKey } from '../keyboard/tabAfterKey';

// A tab list's behaviour in the WAI-ARIA tabs pattern: only the selected tab is in the Tab order
// (roving tabindex), and the pattern's keys select a tab and move the focus to it. The caller keeps
// the selection and renders the tabs, their ids and their panels.

export function useTabList<Id extends string>(
  ids: readonly Id[],
  selected: Id | undefined,
  onSelect: (id: Id) => void,
) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  /** For the element with role="tablist". */
  const onKeyDown = (event: KeyboardEvent) => {
    if (selected === undefined) return;
    const target = tabAfterKey(ids, selected, event.key);
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    buttons.current.get(target)?.focus();
  };

  /** Spread on each tab's <button>. */
  const tabProps = (id: Id) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
    type: 'button' as const,
    role: 'tab',
    'aria-selected': id === selected,
    tabIndex: id === selected ? 0 : -1,
    onClick: () => onSelect(id),
  });

  return { onKeyDown, tabProps };
}
