import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { issueAt, message, passwordMessages, requiredText } from '#domain/validation/index';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { failureMessages } from '#web/lib/call.ts';
import { TextField } from '#web/components/form/fields.tsx';
import { PasswordRules } from '#web/components/form/PasswordRules.tsx';
import { changePassword } from '#web/lib/customer/change-password.ts';

function changePasswordSchema(username: string) {
  return z
    .object({
      currentPassword: requiredText('Current Password', [], { trim: false }),
      newPassword: requiredText('New Password', [], { trim: false }),
      confirmPassword: requiredText('Confirm Password', [], { trim: false }),
    })
    .superRefine((form, ctx) => {
      if (form.newPassword) {
        for (const m of passwordMessages(form.newPassword, username, 'New Password'))
          issueAt(ctx, 'newPassword', m);
      }
      if (form.confirmPassword && form.confirmPassword !== form.newPassword) {
        issueAt(
          ctx,
          'confirmPassword',
          message('confirmed', { field: 'Confirm Password', target: 'New Password' }),
        );
      }
    });
}
type Schema = ReturnType<typeof changePasswordSchema>;

/** Change password (POST Customer/changePassword, public §3.7): current, new and its confirmation. */
export function ChangePasswordForm({ userId, username }: { userId: number; username: string }) {
  const { bearerApi } = useAuth();
  const alerts = useAlertStore();
  const rulesId = useId();
  const [changed, setChanged] = useState(false);
  const [schema] = useState(() => changePasswordSchema(username));
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    alerts.clearLayer('public');
    setChanged(false);
    try {
      await changePassword(bearerApi, { userId, currentPassword, newPassword: next });
      reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setChanged(true);
    } catch (error) {
      const [first, ...rest] = failureMessages(error);
      if (first) setError('currentPassword', { message: first });
      rest.forEach((text) => alerts.danger(text, 'public'));
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <TextField
        id="change-current"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
        {...register('currentPassword')}
      />
      <TextField
        id="change-new"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={rulesId}
        error={errors.newPassword}
        {...register('newPassword', { deps: ['confirmPassword'] })}
      />
      <PasswordRules id={rulesId} password={newPassword} username={username} field="New Password" />
      <TextField
        id="change-confirm"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        {...register('confirmPassword')}
      />
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </button>
      </div>
      {changed && (
        <p role="status" className="profile-saved">
          Your password has been changed.
        </p>
      )}
    </form>
  );
}
