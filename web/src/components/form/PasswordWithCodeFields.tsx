/**
 * The fields of a new password set with a mailed code (customer and staff password reset, a staff
 * user's first password): username, confirmation code, new password with its rules ticked live, and
 * its confirmation. The form (react-hook-form on `passwordWithCodeSchema`) belongs to the page.
 */
import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import type { PasswordWithCodeInput } from '#web/lib/auth/account-recovery.ts';
import { PasswordRules } from './PasswordRules.tsx';
import { TextField } from './fields.tsx';

export function PasswordWithCodeFields({
  idPrefix,
  register,
  control,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<PasswordWithCodeInput>;
  control: Control<PasswordWithCodeInput, unknown, unknown>;
  errors: FieldErrors<PasswordWithCodeInput>;
}) {
  const rulesId = useId();
  const watched = useWatch({ control, name: ['username', 'password'] });
  const [username, password] = watched.map((value) => value ?? '') as [string, string];
  return (
    <>
      <TextField
        id={`${idPrefix}username`}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.username}
        {...register('username')}
      />
      <TextField
        id={`${idPrefix}confirmationCode`}
        label="Confirmation Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errors.confirmationCode}
        {...register('confirmationCode')}
      />
      <TextField
        id={`${idPrefix}password`}
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={rulesId}
        error={errors.password}
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <PasswordRules id={rulesId} password={password} username={username} field="New Password" />
      <TextField
        id={`${idPrefix}confirmPassword`}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        {...register('confirmPassword')}
      />
    </>
  );
}
