import type { KeyboardEvent } from 'react';

const DAY = '.cal-day__button';

/**
 * Arrow keys move between day cells: left and right within a spot's days, up and down to the same day of
 * the spot above or below; Home and End to the row's first and last day. Tab still walks every control.
 */
export function moveDayFocus(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (!target.matches(DAY)) return;
  const days = [...event.currentTarget.querySelectorAll<HTMLElement>(DAY)];
  const index = days.indexOf(target);
  let next: HTMLElement | undefined;
  switch (event.key) {
    case 'ArrowRight':
      next = days[index + 1];
      break;
    case 'ArrowLeft':
      next = days[index - 1];
      break;
    case 'Home':
      next = days[0];
      break;
    case 'End':
      next = days[days.length - 1];
      break;
    case 'ArrowDown':
    case 'ArrowUp': {
      const row = event.currentTarget.closest('.cal-row');
      const other = event.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
      next = other ? [...other.querySelectorAll<HTMLElement>(DAY)][index] : undefined;
      break;
    }
    default:
      return;
  }
  if (next) {
    event.preventDefault();
    next.focus();
  }
}
