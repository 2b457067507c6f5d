/**
 * The local runner: aws-local-stepfunctions executes the very ASL that CDK deploys (definitions.ts),
 * each Task state mapped to the same dispatcher the task Lambda runs, retries without the wait.
 */
import { ExecutionError, StateMachine } from 'aws-local-stepfunctions';

type JSONValue = Parameters<StateMachine['run']>[0];
import { WORKFLOWS, type WorkflowName } from '../../workflows/definitions.ts';
import { type TaskEvent, runTask } from '../../workflows/tasks/dispatch.ts';
import { failureToRefusal } from './failure.ts';
import type { WorkflowOutputs, WorkflowRunner } from './types.ts';

/** A syntactically valid ARN the local runner never calls (every Task is overridden). */
export const LOCAL_TASK_ARN = 'arn:aws:lambda:us-west-2:000000000000:function:campfire-workflow-tasks';

/** Retry pauses locally (milliseconds): the retries still happen, without the wall-clock wait. */
const LOCAL_RETRY_MS = 20;

interface Compiled {
  machine: StateMachine;
  taskStates: string[];
}

const compiled = new Map<WorkflowName, Compiled>();

function compile(name: WorkflowName): Compiled {
  let entry = compiled.get(name);
  if (!entry) {
    const definition = WORKFLOWS[name](LOCAL_TASK_ARN);
    const taskStates = Object.entries(definition.States)
      .filter(([, s]) => s.Type === 'Task')
      .map(([stateName]) => stateName);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    entry = { machine: new StateMachine(definition as any), taskStates };
    compiled.set(name, entry);
  }
  return entry;
}

export function createLocalRunner(): WorkflowRunner {
  return {
    async run<N extends WorkflowName>(name: N, input: unknown): Promise<WorkflowOutputs[N]> {
      const { machine, taskStates } = compile(name);
      // Task results are JSON by construction (they cross the Lambda boundary on AWS).
      const handler = async (event: unknown) => (await runTask(event as TaskEvent)) as JSONValue;
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
          throw failureToRefusal(err.cause.name, err.cause.message);
        }
        throw err;
      }
    },
  };
}
