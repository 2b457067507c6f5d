/**
 * A small popover that opens on hover and on keyboard focus of its trigger (and toggles on a tap),
 * described to screen readers through aria-describedby; Escape, leaving the trigger or a tap elsewhere
 * closes it. Used for the 'Class Description' and amenity name popovers and the classification tile
 * descriptions.
 *
 * A results page renders hundreds of them, so a closed popover is only its trigger's handlers and a
 * hidden description beside it: no floating-ui hooks, listeners or portal. floating-ui (loaded on the
 * first open) positions it, in a portal, only while it is open.
 */
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import './popover.css';

export interface PopoverProps {
  /** One focusable element (a button). */
  children: ReactElement<Record<string, unknown>>;
  content: ReactNode;
  title?: string;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

const OpenPopover = lazy(async () => ({ default: (await import('./OpenPopover.tsx')).OpenPopover }));

type Handler<E> = ((event: E) => void) | undefined;

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function Popover({ children, content, title, placement = 'top' }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const id = useId();
  if (!isValidElement(children)) return null;
  const own = children.props;
  const body = (
    <>
      {title && <strong className="popover__title">{title}</strong>}
      <div className="popover__body">{content}</div>
    </>
  );
  // Hidden, yet what aria-describedby reads.
  const hidden = (
    <div id={id} className="popover" hidden>
      {body}
    </div>
  );
  const element = cloneElement(children, {
    ref: setTrigger,
    'aria-describedby': id,
    onPointerEnter: (event: PointerEvent) => {
      (own.onPointerEnter as Handler<PointerEvent>)?.(event);
      if (event.pointerType === 'mouse') setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      (own.onPointerLeave as Handler<PointerEvent>)?.(event);
      if (event.pointerType === 'mouse') setOpen(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      (own.onFocus as Handler<FocusEvent>)?.(event);
      // Keyboard focus only: a mouse opened it by hovering, a tap toggles it below.
      if (focusVisible(event.currentTarget)) setOpen(true);
    },
    onBlur: (event: FocusEvent) => {
      (own.onBlur as Handler<FocusEvent>)?.(event);
      setOpen(false);
    },
    onClick: (event: MouseEvent) => {
      (own.onClick as Handler<MouseEvent>)?.(event);
      const pointer = (event.nativeEvent as Partial<globalThis.PointerEvent>).pointerType;
      if (pointer === 'touch' || pointer === 'pen') setOpen((was) => !was);
    },
    onKeyDown: (event: KeyboardEvent) => {
      (own.onKeyDown as Handler<KeyboardEvent>)?.(event);
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        setOpen(false);
      }
    },
  });
  return (
    <>
      {element}
      {open && trigger ? (
        <Suspense fallback={hidden}>
          <OpenPopover id={id} trigger={trigger} placement={placement} setOpen={setOpen}>
            {body}
          </OpenPopover>
        </Suspense>
      ) : (
        hidden
      )}
    </>
  );
}
