/**
 * An open Popover, placed by floating-ui beside its trigger in a portal; a tap or click elsewhere
 * closes it. The portal is in the trigger's landmark (so all content stays inside one, for screen
 * reader navigation), positioned 'fixed' so the landmark's own overflow does not clip it.
 */
import { FloatingPortal, autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { type ReactNode, useEffect } from 'react';

const LANDMARKS =
  'main, header, nav, aside, footer, [role="main"], [role="region"], [role="dialog"], [role="alertdialog"]';

export function OpenPopover({
  id,
  trigger,
  placement,
  setOpen,
  children,
}: {
  id: string;
  trigger: HTMLElement;
  placement: 'top' | 'bottom' | 'left' | 'right';
  setOpen(open: boolean): void;
  children: ReactNode;
}) {
  const {
    refs: { setFloating },
    floatingStyles,
  } = useFloating({
    elements: { reference: trigger },
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  });
  // A tap or click anywhere else closes it.
  useEffect(() => {
    const outside = (event: globalThis.PointerEvent) => {
      if (!trigger.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [trigger, setOpen]);
  return (
    <FloatingPortal root={trigger.closest<HTMLElement>(LANDMARKS)}>
      <div ref={setFloating} id={id} className="popover" role="tooltip" style={floatingStyles}>
        {children}
      </div>
    </FloatingPortal>
  );
}
