/**
 * A small accessible dialog (ModalDialog). Closed it renders nothing and loads nothing: the dialog and
 * floating-ui arrive with the first open, so pages that only may show a modal stay light.
 */
import { lazy, Suspense, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons at the bottom (e.g. Ok, Yes/No). */
  footer?: ReactNode;
  /** A 'Close' link in the header (the spot details modal); Escape closes every modal. */
  closeLink?: boolean;
  size?: 'small' | 'large';
  /** alertdialog for questions that need an answer (ADA, 'Show Available Spots'). */
  role?: 'dialog' | 'alertdialog';
}

const ModalDialog = lazy(async () => ({ default: (await import('./ModalDialog.tsx')).ModalDialog }));

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
