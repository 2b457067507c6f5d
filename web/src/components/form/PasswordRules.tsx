import { message, PASSWORD_MIN_LENGTH, passwordMessages } from '#domain/validation/index';

/** The password rules a person reads while choosing a password, in the spec's words (public §5.2). */
function passwordRuleList(field: string): string[] {
  return [
    message('min', { field, length: PASSWORD_MIN_LENGTH }),
    message('atLeastOneLowercase'),
    message('atLeastOneUppercase'),
    message('atLeastOneNumber'),
    message('atLeastOneSpecialCharacter'),
    message('uniquePassword'),
  ];
}

/**
 * The password rules, ticked live as the person types (each rule's failure message is the shared
 * validation's, so a rule is met exactly when the form stops reporting it).
 */
export function PasswordRules({
  id,
  password,
  username,
  field = 'Password',
}: {
  id: string;
  password: string;
  username?: string | undefined;
  field?: string;
}) {
  const failing = new Set(passwordMessages(password, username, field));
  const rules = passwordRuleList(field).filter(
    (rule) => rule !== message('uniquePassword') || Boolean(username),
  );
  return (
    <ul id={id} className="password-rules" aria-label="Password rules">
      {rules.map((rule) => {
        const met = password.length > 0 && !failing.has(rule);
        return (
          <li key={rule} className={met ? 'password-rules__met' : undefined}>
            <span className="password-rules__mark" aria-hidden="true">
              {met ? '✓' : '•'}
            </span>
            {rule}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
