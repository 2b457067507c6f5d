import { Modal } from '../../../components/Modal.tsx';

/** Staff reserving over an overridable park closure confirm it first (admin §2.9, §4.3). */
export function ClosureOverrideModal({
  open,
  onAnswer,
}: {
  open: boolean;
  onAnswer(override: boolean): void;
}) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title="Do you wish to override this park closure?"
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
      <p>
        Overriding business rules, fees, park closures and other fields is recorded and reported in the
        system.
      </p>
    </Modal>
  );
}
