import { YesNoModal } from '#web/components/YesNoModal.tsx';

/** Staff reserving over an overridable park closure confirm it first (admin §2.9, §4.3). */
export function ClosureOverrideModal({
  open,
  onAnswer,
}: {
  open: boolean;
  onAnswer(override: boolean): void;
}) {
  return (
    <YesNoModal open={open} title="Do you wish to override this park closure?" onAnswer={onAnswer}>
      <p>
        Overriding business rules, fees, park closures and other fields is recorded and reported in the
        system.
      </p>
    </YesNoModal>
  );
}
