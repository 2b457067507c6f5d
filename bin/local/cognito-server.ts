/**
 * cognito-local, composed from its library modules as its own `createDefaultServer` does
 * (node_modules/cognito-local/lib/server/defaults.js), with two local-only differences:
 *
 * - Messages: every code Cognito would mail (sign-up, resend, forgot password, ...) is written to the
 *   mail outbox (MAIL_OUTBOX_DIR) as a mail with a subject, a text carrying the code, and the
 *   recipient, instead of being printed to the console. The mailbox page shows them.
 * - ResendConfirmationCode, which cognito-local lacks, is answered as Cognito does: a new code mailed
 *   to an unconfirmed user.
 *
 * Run as its own process by cognito.ts (`node bin/local/cognito-server.ts`, Node strips the types), with
 * cwd DATA_DIR/cognito where cognito-local keeps `.cognito/`. Erasable TypeScript only.
 */
import { createRequire } from 'node:module';
import { writeToOutbox } from '../../functions/adapters/mail/outbox.ts';
import type { MailKind } from '../../functions/adapters/mail/types.ts';

const require = createRequire(import.meta.url);
const lib = (path: string) => require(`cognito-local/lib/${path}`);

/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local ships CommonJS without usable types here */
const AWS = require('aws-sdk');
const pino = require('pino');
const services = lib('services');
const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
const { CryptoService } = lib('services/crypto');
const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
const { otp } = lib('services/otp');
const { JwtTokenGenerator } = lib('services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
const { loadConfig } = lib('server/config');
const { Router } = lib('server/Router');
const { createServer } = lib('server/server');
const errors = lib('errors');

type Ctx = { logger: any };
type User = { Username: string; UserStatus: string; Attributes?: { Name: string; Value?: string }[] };

/** Pool names are `campfire-<tenantId>-public|tenant-admin` (bin/local/user-pools.ts). */
export function tenantOfPoolName(name: string | undefined): string {
  const m = /^campfire-(.+)-(public|tenant-admin)$/.exec(name ?? '');
  return m?.[1] ?? 'unknown';
}

const SOURCE_MAIL: Record<string, { kind: MailKind; subject: string; lead: string }> = {
  SignUp: { kind: 'cognito-sign-up', subject: 'Your verification code', lead: 'Your verification code is' },
  ResendCode: {
    kind: 'cognito-resend-code',
    subject: 'Your verification code',
    lead: 'Your verification code is',
  },
  ForgotPassword: {
    kind: 'cognito-forgot-password',
    subject: 'Your password reset code',
    lead: 'Your password reset code is',
  },
};

/** The text Cognito's default messages carry, with the code. */
export function cognitoMail(source: string, code: string) {
  const m = SOURCE_MAIL[source] ?? {
    kind: 'cognito-other' as MailKind,
    subject: 'Your code',
    lead: 'Your code is',
  };
  return { kind: m.kind, subject: m.subject, text: `${m.lead} ${code}.` };
}

function attr(user: User, name: string): string | undefined {
  return user.Attributes?.find((a) => a.Name === name)?.Value;
}

async function main() {
  const outboxDir = process.env.MAIL_OUTBOX_DIR;
  if (!outboxDir) throw new Error('MAIL_OUTBOX_DIR is not set');
  const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' });
  const ctx: Ctx = { logger };
  const configDirectory = '.cognito';
  const dataDirectory = `${configDirectory}/db`;
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(
    clock,
    cognitoClient,
    new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );

  // In place of MessagesService + ConsoleMessageSender: the same deliver() contract, to the outbox.
  const messages = {
    async deliver(
      c: Ctx,
      source: string,
      _clientId: string | null,
      userPoolId: string,
      user: User,
      code: string,
      _meta: unknown,
      details: { Destination: string; DeliveryMedium: string },
    ) {
      if (details.DeliveryMedium !== 'EMAIL') return;
      const pool = await cognitoClient.getUserPool(c, userPoolId);
      const mail = cognitoMail(source, code);
      writeToOutbox(outboxDir, {
        ...mail,
        to: details.Destination,
        tenantId: tenantOfPoolName(pool.options?.Name),
        code,
      });
      c.logger.info({ source, to: details.Destination }, 'code mailed to the outbox');
    },
  };

  const all = {
    clock,
    cognito: cognitoClient,
    config,
    messages,
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };

  const resendConfirmationCode = async (
    c: Ctx,
    req: { ClientId: string; Username: string; ClientMetadata?: unknown },
  ) => {
    const userPool = await cognitoClient.getUserPoolForClientId(c, req.ClientId);
    const user: User | null = await userPool.getUserByUsername(c, req.Username);
    if (!user) throw new errors.UserNotFoundError();
    if (user.UserStatus === 'CONFIRMED') throw new errors.InvalidParameterError('User is already confirmed.');
    const email = attr(user, 'email');
    if (!email) throw new errors.InvalidParameterError('User has no email address.');
    const details = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = otp();
    await messages.deliver(
      c,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      details,
    );
    await userPool.saveUser(c, { ...user, ConfirmationCode: code, UserLastModifiedDate: clock.get() });
    return { CodeDeliveryDetails: details };
  };

  const baseRouter = Router(all);
  const router = (target: string) =>
    target === 'ResendConfirmationCode' ? resendConfirmationCode : baseRouter(target);
  const server = await createServer(router, logger, config.ServerConfig, all).start();
  const address = server.address();
  logger.info(
    `Cognito Local running on ${typeof address === 'string' ? address : `${address?.address}:${address?.port}`}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
