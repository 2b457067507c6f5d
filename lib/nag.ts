/** Helpers for cdk-nag acknowledgements that name one exact finding rather than a whole rule. */
import { Token, type Stack } from 'aws-cdk-lib';

/**
 * An ARN in this stack's account and region as cdk-nag prints it in an IAM5 finding id: pseudo
 * parameters the stack has not resolved appear as `<AWS::Name>`.
 */
export function nagArn(stack: Stack, service: string, resource: string): string {
  const pseudo = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);
  return `arn:${pseudo(stack.partition, 'Partition')}:${service}:${pseudo(stack.region, 'Region')}:${pseudo(stack.account, 'AccountId')}:${resource}`;
}
