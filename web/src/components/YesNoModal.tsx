import type { ReactNode } from 'react';
import { Modal } from './Modal.tsx';

/** A question with Yes and No (the reserve dialogs, public §2.14, admin §2.9); closing it answers No. */
export function YesNoModal({
  open,
  title,
  children,
  onAnswer,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onAnswer(yes: boolean): void;
}) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      onClose={() => onAnswer(false)}
      footer={
        <>
          <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
            Yes
          </button>
          <button type="button" className="button button--secondary" onClick={() => onAnswer(false)}>
            No
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
