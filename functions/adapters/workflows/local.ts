/**
 * The local runner: aws-local-stepfunctions executes the very ASL that CDK deploys, each Task state
 * mapped to the same dispatcher the task Lambda runs, retries without the wait. The local runtime
 * (bin/local) hands it the definitions and the dispatcher (functions/workflows).
 */
import { ExecutionError, StateMachine } from 'aws-local-stepfunctions';

type JSONValue = Parameters<StateMachine['run']>[0];
import { failureToError } from './failure.ts';
import type { WorkflowName, WorkflowOutputs, WorkflowRunner } from './types.ts';

/** What the local runner runs: each workflow's ASL for a task ARN, and the task dispatcher. */
export interface LocalWorkflows {
  definitions: Record<WorkflowName, (taskArn: string) => { States: Record<string, Record<string, unknown>> }>;
  runTask(event: { task: string; input: unknown }): Promise<unknown>;
}

/** A syntactically valid ARN the local runner never calls (every Task is overridden). */
export const LOCAL_TASK_ARN = 'arn:aws:lambda:us-west-2:000000000000:function:campfire-workflow-tasks';

/** Retry pauses locally (milliseconds): the retries still happen, without the wall-clock wait. */
const LOCAL_RETRY_MS = 20;

interface Compiled {
  machine: StateMachine;
  taskStates: string[];
}

export function createLocalRunner({ definitions, runTask }: LocalWorkflows): WorkflowRunner {
  const compiled = new Map<WorkflowName, Compiled>();
  const compile = (name: WorkflowName): Compiled => {
    let entry = compiled.get(name);
    if (!entry) {
      const definition = definitions[name](LOCAL_TASK_ARN);
      const taskStates = Object.entries(definition.States)
        .filter(([, s]) => s.Type === 'Task')
        .map(([stateName]) => stateName);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      entry = { machine: new StateMachine(definition as any), taskStates };
      compiled.set(name, entry);
    }
    return entry;
  };

  return {
    async run<N extends WorkflowName>(name: N, input: unknown): Promise<WorkflowOutputs[N]> {
      const { machine, taskStates } = compile(name);
      // Task results are JSON by construction (they cross the Lambda boundary on AWS).
      const handler = async (event: unknown) =>
        (await runTask(event as { task: string; input: unknown })) as JSONValue;
      const execution = machine.run(input as JSONValue, {
        overrides: {
          taskResourceLocalHandlers: Object.fromEntries(taskStates.map((s) => [s, handler])),
          retryIntervalOverrides: Object.fromEntries(taskStates.map((s) => [s, LOCAL_RETRY_MS])),
        },
      });
      try {
        return (await execution.result) as WorkflowOutputs[N];
      } catch (err) {
        if (err instanceof ExecutionError && err.cause instanceof Error) {
          // The Fail state's Error is the cause's name and its Cause the cause's message.
          throw failureToError(err.cause.name, err.cause.message);
        }
        throw err;
      }
    },
  };
}
