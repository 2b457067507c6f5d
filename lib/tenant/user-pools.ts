/**
 * A tenant's two Cognito user pools (spec public §4.2): customers sign in to the public pool; staff
 * (partner admins by password, everyone else through the enterprise directory) to the tenant-admin pool.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
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

/** The password rules of the specification (public §5.2): the client validates the same ones. */
export const PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  tempPasswordValidity: Duration.days(7),
};

/** Settings both pools share: usernames, recovery, retention. */
function commonPoolSettings(displayName: string) {
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
    // Cognito's own mailer until the SES capability configures a verified agency sender.
    email: UserPoolEmail.withCognito(),
    userVerification: {
      emailStyle: VerificationEmailStyle.CODE,
      emailSubject: `${displayName}: verify your e-mail address`,
    },
    deletionProtection: true,
    // Accounts outlive the stack: a redeploy must never lose customers or staff.
    removalPolicy: RemovalPolicy.RETAIN,
  } as const;
}

export interface CustomerPoolProps {
  tenantId: string;
  displayName: string;
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
      ...commonPoolSettings(props.displayName),
      ...(props.threatProtection
        ? {
            featurePlan: FeaturePlan.PLUS,
            standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
          }
        : { featurePlan: FeaturePlan.ESSENTIALS }),
    });
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: 'campfire-web',
      // A browser app cannot keep a secret; SRP keeps the password off the wire, refresh tokens renew sessions.
      generateSecret: false,
      authFlows: { userSrp: true },
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

export interface StaffPoolProps {
  tenantId: string;
  displayName: string;
}

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
      ...commonPoolSettings(props.displayName),
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
    this.passwordClient = this.userPool.addClient('PasswordClient', {
      userPoolClientName: 'campfire-admin-password',
      generateSecret: false,
      authFlows: { userSrp: true },
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
