/**
 * A small popover that opens on hover and on keyboard focus of its trigger (and toggles on click),
 * described to screen readers through aria-describedby; Escape closes it. Used for the 'Class
 * Description' and amenity name popovers and the classification tile descriptions.
 */
import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  safePolygon,
} from '@floating-ui/react';
import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import './popover.css';

export interface PopoverProps {
  /** One focusable element (a button). */
  children: ReactElement<Record<string, unknown>>;
  content: ReactNode;
  title?: string;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

export function Popover({ children, content, title, placement = 'top' }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  });
  const hover = useHover(context, { move: false, handleClose: safePolygon() });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  if (!isValidElement(children)) return null;
  const trigger = cloneElement(children, {
    ...getReferenceProps({ ref: setReference, ...children.props }),
    'aria-describedby': id,
  });
  return (
    <>
      {trigger}
      {/* Always in the DOM (hidden when closed) so aria-describedby points at real text. It is handed to
          floating-ui only while open: a closed popover measures nothing and follows no scrolling, which
          matters on a calendar with hundreds of them. */}
      <FloatingPortal>
        <div
          ref={open ? setFloating : undefined}
          id={id}
          className="popover"
          hidden={!open}
          style={open ? floatingStyles : undefined}
          {...getFloatingProps()}
        >
          {title && <strong className="popover__title">{title}</strong>}
          <div className="popover__body">{content}</div>
        </div>
      </FloatingPortal>
    </>
  );
}
