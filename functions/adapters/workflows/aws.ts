/**
 * Step Functions on AWS: StartSyncExecution of the Express state machines whose ARNs the API Lambda's
 * environment names (CHECKOUT_STATE_MACHINE_ARN, POSTBACK_STATE_MACHINE_ARN; lib/platform/workflows.ts).
 */
import { SFNClient, StartSyncExecutionCommand } from '@aws-sdk/client-sfn';
import { failureToError } from './failure.ts';
import {
  STATE_MACHINE_ARN_ENV,
  type WorkflowName,
  type WorkflowOutputs,
  type WorkflowRunner,
} from './types.ts';

export function createStepFunctionsRunner(client = new SFNClient({})): WorkflowRunner {
  return {
    async run<N extends WorkflowName>(name: N, input: unknown): Promise<WorkflowOutputs[N]> {
      const stateMachineArn = process.env[STATE_MACHINE_ARN_ENV[name]];
      if (!stateMachineArn) throw new Error(`${STATE_MACHINE_ARN_ENV[name]} is not set`);
      const out = await client.send(
        new StartSyncExecutionCommand({ stateMachineArn, input: JSON.stringify(input) }),
      );
      if (out.status === 'SUCCEEDED') return JSON.parse(out.output ?? 'null') as WorkflowOutputs[N];
      throw failureToError(out.error, out.cause);
    },
  };
}
