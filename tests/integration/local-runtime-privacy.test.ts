/**
 * The local runtime is reachable from this machine only and exposes only what a browser needs: its
 * server (composed as bin/local.ts composes it), DynamoDB Local and cognito-local listen on 127.0.0.1;
 * /cognito/ forwards the web app's sign-in actions and refuses the rest (ListUsers, Admin*, any
 * variant of an allowed X-Amz-Target); a body over API Gateway's 10 MB limit is answered 413.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApiRequestListener } from '../../bin/local/api-gateway.ts';
import { DEFAULT_HOST, openHostWarning, readConfig } from '../../bin/local/config.ts';
import { findFreePort } from '../../bin/local/ports.ts';
import { closeServer, createLocalServer, listen } from '../../bin/local/server.ts';
import { confirmedCustomer, PASSWORD } from './accounts-support.ts';
import './support.ts';
import { getAuthConfig } from '#store/auth-config';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');
const TWELVE_MB = 12 * 1024 * 1024;

let server: Server;
let port: number;
let webDist: string;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'campfire-web-'));
  server = createLocalServer({
    api: createApiRequestListener({ siteUrl: () => `http://localhost:${port}` }),
    tenantDirectory: [{ tenantId: 'co', hostPrefix: 'co', isDefault: true }],
    cognitoEndpoint: inject('cognitoEndpoint'),
    webDist,
  });
  port = await findFreePort();
  await listen(server, port);
  cognito = new CognitoIdentityProviderClient({
    endpoint: `http://127.0.0.1:${port}/cognito`,
    region: 'us-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  cognito.destroy();
  await closeServer(server);
  rmSync(webDist, { recursive: true, force: true });
});

/** This machine's address on its network, if it has one: where another machine would connect. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** 'open' when a TCP connection to host:port succeeds, else the error code. */
function tryConnect(host: string, p: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port: p, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

describe('listening on 127.0.0.1 only', () => {
  it('the server binds 127.0.0.1 unless HOST says otherwise', () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
  });

  it('HOST opens it deliberately, with a warning printed; a loopback HOST needs none', () => {
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(openHostWarning('0.0.0.0')).toMatch(
      /^warning: HOST=0\.0\.0\.0 opens the local runtime to every machine/,
    );
    expect(openHostWarning('127.0.0.1')).toBeUndefined();
    expect(openHostWarning('localhost')).toBeUndefined();
  });

  it.skipIf(!lanAddress)(
    'the server, DynamoDB Local and cognito-local refuse connections from the network',
    async () => {
      const ports = {
        server: port,
        dynamodb: Number(new URL(inject('dynamoEndpoint')).port),
        cognito: Number(new URL(inject('cognitoEndpoint')).port),
      };
      for (const [name, p] of Object.entries(ports)) {
        expect(await tryConnect('127.0.0.1', p), `${name} on loopback`).toBe('open');
        expect(await tryConnect(lanAddress!, p), `${name} on ${lanAddress}`).toBe('ECONNREFUSED');
      }
    },
  );
});

describe('/cognito/ forwards only the web app sign-in actions', () => {
  it('refuses ListUsers and AdminSetUserPassword: no account list, no account takeover', async () => {
    const { body } = await confirmedCustomer(T);
    const cfg = (await getAuthConfig(T))!;
    await expect(cognito.send(new ListUsersCommand({ UserPoolId: cfg.publicUserPoolId }))).rejects.toThrow(
      /not available here/,
    );
    await expect(
      cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: cfg.publicUserPoolId,
          Username: body.username.toLowerCase(),
          Password: 'Taken.Over2030',
          Permanent: true,
        }),
      ),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
    // The customer's own password still signs in; the attacker's does not.
    const signIn = (password: string) =>
      cognito.send(
        new InitiateAuthCommand({
          ClientId: cfg.publicClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: body.email, PASSWORD: password },
        }),
      );
    const byName = (password: string) =>
      cognito.send(
        new InitiateAuthCommand({
          ClientId: cfg.publicClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: body.username.toLowerCase(), PASSWORD: password },
        }),
      );
    const own = await byName(PASSWORD).catch(() => signIn(PASSWORD));
    expect(own.AuthenticationResult?.IdToken).toBeTruthy();
    await expect(byName('Taken.Over2030').catch(() => signIn('Taken.Over2030'))).rejects.toThrow();
  });

  it.each([
    'AWSCognitoIdentityProviderService.InitiateAuth.x',
    'awscognitoidentityproviderservice.initiateauth',
    'AWSCognitoIdentityProviderService.AdminInitiateAuth',
    'AWSCognitoIdentityProviderService.ListUserPools',
    'AWSCognitoIdentityProviderService.AdminCreateUser',
    'SomethingElse.InitiateAuth',
  ])('refuses the X-Amz-Target %j without forwarding it', async (target) => {
    const cfg = (await getAuthConfig(T))!;
    const res = await fetch(`http://127.0.0.1:${port}/cognito/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
      body: JSON.stringify({
        ClientId: cfg.publicClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'ann', PASSWORD: 'Wrong.pass1' },
        MaxResults: 60,
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ __type: 'AccessDeniedException' });
  });
});

/** Sends `size` bytes to path, announced (Content-Length) or streamed (chunked); resolves with the status. */
function sendLarge(path: string, size: number, announced: boolean, headers = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...headers,
          ...(announced ? { 'content-length': String(size) } : {}),
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    // The server may close the connection before the whole body is sent: that is the point.
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNRESET' || err.code === 'EPIPE' ? undefined : reject(err),
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe("bodies over API Gateway's 10 MB limit", () => {
  const signIn = { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' };
  it.each([
    ['the API, announced', '/v1/tenant/co/Customer', true, {}],
    ['the API, streamed', '/v1/tenant/co/Customer', false, {}],
    ['a sign-in through the Cognito proxy, streamed', '/cognito/', false, signIn],
  ])('answers 413 on %s', async (_what, path, announced, headers) => {
    expect(await sendLarge(path, TWELVE_MB, announced, headers)).toBe(413);
  });

  it('still takes a body under the limit', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/v1/tenant/co/Customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ comment: 'a'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(400);
  });
});
