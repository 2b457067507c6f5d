/** Lambda entry of the workflow tasks: Step Functions invokes it with `{task, input}` (definitions.ts). */
import { Logger } from '@aws-lambda-powertools/logger';
import { traced } from '#adapters/observability/index';
import { TASK_ERROR } from '#adapters/workflows/types';
import { type TaskEvent, runTask } from './dispatch.ts';

const logger = new Logger();

export const handler = traced(async (event: TaskEvent): Promise<unknown> => {
  try {
    return await runTask(event);
  } catch (err) {
    const name = err instanceof Error ? err.name : 'Error';
    // Refusals are the person's business (e.g. an expired hold); everything else is ours to look at.
    if (name === TASK_ERROR.refused) logger.info('task refused', { task: event.task, error: err as Error });
    else logger.error('task failed', { task: event.task, error: err as Error });
    throw err;
  }
});
