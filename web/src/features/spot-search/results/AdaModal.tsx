/** The ADA question before reserving an ADA-only spot (public §2.14). */
import { YesNoModal } from '#web/components/YesNoModal.tsx';

export const ADA_TITLE = 'ADA Occupant Required';
export const ADA_TEXT =
  'This spot is reservable only by or for persons with disabilities. By answering yes to this question, I am attesting that this spot is being reserved for a person(s) with disabilities.';

export function AdaModal({ open, onAnswer }: { open: boolean; onAnswer(yes: boolean): void }) {
  return (
    <YesNoModal open={open} title={ADA_TITLE} onAnswer={onAnswer}>
      <p>{ADA_TEXT}</p>
    </YesNoModal>
  );
}
