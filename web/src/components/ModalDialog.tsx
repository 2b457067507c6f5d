/**
 * The open dialog behind Modal: labelled by its title, focus kept inside (floating-ui's focus manager),
 * the page behind it inert (no focus, no clicks, not read, not judged by accessibility checks as if it
 * were on top), Escape and the backdrop close it, focus returns to the opener on close. Loaded on first
 * open.
 */
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId } from 'react';
import type { ModalProps } from './Modal.tsx';
import './modal.css';

export function ModalDialog({
  open,
  title,
  onClose,
  children,
  footer,
  closeLink = false,
  size = 'small',
  role = 'dialog',
}: ModalProps) {
  const titleId = useId();
  const {
    refs: { setFloating },
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const roleProps = useRole(context, { role });
  const { getFloatingProps } = useInteractions([dismiss, roleProps]);
  return (
    <FloatingPortal>
      <FloatingOverlay className="modal__backdrop" lockScroll>
        <FloatingFocusManager context={context} initialFocus={0} returnFocus outsideElementsInert>
          <div
            ref={setFloating}
            className={`modal modal--${size}`}
            aria-labelledby={titleId}
            aria-modal="true"
            {...getFloatingProps()}
          >
            <div className="modal__header">
              <h2 className="modal__title" id={titleId}>
                {title}
              </h2>
              {closeLink && (
                <button type="button" className="modal__close link-button" onClick={onClose}>
                  Close
                </button>
              )}
            </div>
            {/* Focusable so a keyboard can scroll a long body (axe: scrollable-region-focusable). */}
            <div className="modal__body" tabIndex={0}>
              {children}
            </div>
            {footer && <div className="modal__footer">{footer}</div>}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
