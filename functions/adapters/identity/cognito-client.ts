/**
 * The Cognito Identity Provider client of this process: cognito-local when COGNITO_ENDPOINT is set (the
 * local runtime and tests, with the dummy credentials it accepts), else the Lambda's region and role.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoEndpoint } from './pools.ts';

let client: CognitoIdentityProviderClient | undefined;
let clientEndpoint: string | undefined;

export function cognito(): CognitoIdentityProviderClient {
  const endpoint = localCognitoEndpoint();
  if (client && clientEndpoint === endpoint) return client;
  client?.destroy();
  client = endpoint
    ? new CognitoIdentityProviderClient({
        endpoint,
        region: process.env.AWS_REGION || 'us-west-2',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      })
    : new CognitoIdentityProviderClient({ region: process.env.AWS_REGION });
  clientEndpoint = endpoint;
  return client;
}
