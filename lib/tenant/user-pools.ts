/**
 * A tenant's two Cognito user pools (spec public §4.2): customers sign in to the public pool; staff
 * (partner admins by password, everyone else through the enterprise directory) to the tenant-admin pool.
 */
import { Duration, RemovalPolicy, Tags, Validations } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  UserPoolEmail,
  VerificationEmailStyle,
  type PasswordPolicy,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { TENANT_POOL_TAG } from '../identity.ts';
import type { MailSettings } from '../settings.ts';

/** The password rules of the specification (public §5.2): the client validates the same ones. */
export const PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  tempPasswordValidity: Duration.days(7),
};

/** What every pool needs to know about its tenant. */
export interface TenantPoolProps {
  tenantId: string;
  displayName: string;
  /** The deployment's SES sender; Cognito's own mailer (limited daily volume) when undefined. */
  mail: MailSettings | undefined;
}

/** Cognito sends from the agency's SES identity under the tenant's name, or from its own default sender. */
export function poolEmail(props: TenantPoolProps): UserPoolEmail {
  if (!props.mail) return UserPoolEmail.withCognito();
  const { from, identity } = props.mail;
  return UserPoolEmail.withSES({
    fromEmail: from,
    fromName: props.displayName,
    // A domain identity is named as such; an address identity is the From address itself.
    ...(identity.includes('@') ? {} : { sesVerifiedDomain: identity }),
  });
}

/** Verification and invitation messages carry the tenant's name (Cognito fills the placeholders). */
export function poolMessages(displayName: string) {
  return {
    userVerification: {
      emailStyle: VerificationEmailStyle.CODE,
      emailSubject: `${displayName}: verify your e-mail address`,
      emailBody: `Your ${displayName} verification code is {####}. Enter it to confirm your e-mail address.`,
    },
    userInvitation: {
      emailSubject: `${displayName}: your account`,
      emailBody: `You have been given a ${displayName} account. Your username is {username} and your temporary password is {####}. You will choose a new password when you first sign in.`,
    },
  } as const;
}

/** Settings both pools share: usernames, recovery, mail, retention, the tenant tag. */
function commonPoolSettings(props: TenantPoolProps) {
  return {
    signInAliases: { username: true, email: true },
    // Sign-in lower-cases the username (spec public §4.2); Cognito must agree.
    signInCaseSensitive: false,
    autoVerify: { email: true },
    keepOriginal: { email: true },
    standardAttributes: {
      email: { required: true, mutable: true },
      givenName: { required: false, mutable: true },
      familyName: { required: false, mutable: true },
    },
    passwordPolicy: PASSWORD_POLICY,
    accountRecovery: AccountRecovery.EMAIL_ONLY,
    email: poolEmail(props),
    ...poolMessages(props.displayName),
    deletionProtection: true,
    // Accounts outlive the stack: a redeploy must never lose customers or staff.
    removalPolicy: RemovalPolicy.RETAIN,
  } as const;
}

/** The API may manage users only in pools carrying this tag (lib/platform/context-access.ts). */
function tagTenantPool(pool: UserPool, tenantId: string) {
  Tags.of(pool).add(TENANT_POOL_TAG, tenantId);
}

/**
 * Password sign-in flows of the app clients: SRP from the browser, USER_PASSWORD_AUTH which the product
 * and cognito-local use (over TLS only), and refresh. Never ADMIN_* or custom flows.
 */
export const PASSWORD_AUTH_FLOWS = { userSrp: true, userPassword: true } as const;

export interface CustomerPoolProps extends TenantPoolProps {
  /** Threat protection (Cognito Plus plan) on the public pool: billed per monthly active user. */
  threatProtection: boolean;
}

/** Public customers: self sign-up with e-mail verification, and a public SPA client. */
export class CustomerUserPool extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: CustomerPoolProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'Pool', {
      userPoolName: `campfire-${props.tenantId}-public`,
      selfSignUpEnabled: true,
      mfa: Mfa.OFF,
      ...commonPoolSettings(props),
      ...(props.threatProtection
        ? {
            featurePlan: FeaturePlan.PLUS,
            standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
          }
        : { featurePlan: FeaturePlan.ESSENTIALS }),
    });
    tagTenantPool(this.userPool, props.tenantId);
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: 'campfire-web',
      // A browser app cannot keep a secret; refresh tokens renew sessions.
      generateSecret: false,
      authFlows: PASSWORD_AUTH_FLOWS,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    const reasons = [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Customers are members of the public booking campsites; the specification has no MFA step for them.',
      },
    ];
    if (!props.threatProtection) {
      const reason =
        'Threat protection (Plus plan) is billed per customer; an agency turns it on with -c campfire:customerThreatProtection=true. Staff pools always have it.';
      reasons.push({ id: 'AwsSolutions-COG3', reason }, { id: 'AwsSolutions-COG8', reason });
    }
    Validations.of(this.userPool).acknowledge(...reasons);
  }
}

export type StaffPoolProps = TenantPoolProps;

/** Agency staff and partner admins: accounts created by an administrator or federated from the directory. */
export class StaffUserPool extends Construct {
  readonly userPool: UserPool;
  /** Username and password sign-in of partner admins (spec: tenantAdminClientId). */
  readonly passwordClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: StaffPoolProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'Pool', {
      userPoolName: `campfire-${props.tenantId}-admin`,
      selfSignUpEnabled: false,
      ...commonPoolSettings(props),
      customAttributes: {
        // The back-office user id the enterprise directory supplies (spec public §4.2: externalUserId).
        mspEntityUserId: new StringAttribute({ minLen: 1, maxLen: 256, mutable: true }),
      },
      // Few users with wide powers: threat protection is cheap here and always on.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
    });
    tagTenantPool(this.userPool, props.tenantId);
    this.passwordClient = this.userPool.addClient('PasswordClient', {
      userPoolClientName: 'campfire-admin-password',
      generateSecret: false,
      authFlows: PASSWORD_AUTH_FLOWS,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      // A staff session is a working day at most.
      refreshTokenValidity: Duration.hours(12),
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Most staff sign in through the agency directory, which enforces its own MFA; partner admins can enrol a TOTP factor (MFA optional) until the admin sign-in screens support a required challenge.',
    });
  }
}
