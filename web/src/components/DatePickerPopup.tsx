/** The date field's calendar popup: a month to pick a day from, days before `minDate` disabled. */
import {
  FloatingFocusManager,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

const fromIso = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface DatePickerPopupProps {
  /** The button that opened it: the popup sits under it. */
  anchor: HTMLElement;
  label: string;
  /** ISO, or null when the field holds no whole date. */
  selectedIso: string | null | undefined;
  minDate?: string;
  onPick(iso: string): void;
  onClose(): void;
}

export function DatePickerPopup({
  anchor,
  label,
  selectedIso,
  minDate,
  onPick,
  onClose,
}: DatePickerPopupProps) {
  const {
    refs: { setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor },
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
  });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const selected = selectedIso ? fromIso(selectedIso) : undefined;
  return (
    <FloatingFocusManager context={context} modal={false}>
      <div
        ref={setFloating}
        style={floatingStyles}
        className="date-field__picker"
        aria-label={`${label} calendar`}
        {...getFloatingProps()}
      >
        <DayPicker
          mode="single"
          selected={selected}
          defaultMonth={selected ?? (minDate ? fromIso(minDate) : undefined)}
          disabled={minDate ? { before: fromIso(minDate) } : undefined}
          onSelect={(date) => {
            if (date) onPick(toIso(date));
            else onClose();
          }}
        />
      </div>
    </FloatingFocusManager>
  );
}
