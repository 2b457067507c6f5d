/** The ADA question before reserving an ADA-only spot (public §2.14). */
import { Modal } from '../../../components/Modal.tsx';

export const ADA_TITLE = 'ADA Occupant Required';
export const ADA_TEXT =
  'This spot is reservable only by or for persons with disabilities. By answering yes to this question, I am attesting that this spot is being reserved for a person(s) with disabilities.';

export function AdaModal({ open, onAnswer }: { open: boolean; onAnswer(yes: boolean): void }) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={ADA_TITLE}
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
      <p>{ADA_TEXT}</p>
    </Modal>
  );
}
