import { describe, expect, it, vi } from 'vitest';
import { Supervisor } from '../../../bin/local/supervisor.ts';

function recorder() {
  const events: string[] = [];
  const service = (name: string) => ({ name, stop: async () => void events.push(`stop ${name}`) });
  return { events, service };
}

describe('Supervisor', () => {
  it('stops services in reverse order of start, then exits with the code', async () => {
    const { events, service } = recorder();
    const exit = vi.fn();
    const supervisor = new Supervisor(exit);
    supervisor.add(service('dynamodb'));
    supervisor.add(service('cognito'));
    supervisor.add(service('http'));
    await supervisor.shutdown(0);
    expect(events).toEqual(['stop http', 'stop cognito', 'stop dynamodb']);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('reports a crashed service in one line and stops the rest with exit code 1', async () => {
    const { events, service } = recorder();
    const exit = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const supervisor = new Supervisor(exit);
    supervisor.add(service('dynamodb'));
    supervisor.watch('cognito-local', Promise.resolve('exit code 1'));
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(errors).toHaveBeenCalledWith(
      'cognito-local stopped unexpectedly (exit code 1): stopping the runtime',
    );
    expect(events).toEqual(['stop dynamodb']);
    errors.mockRestore();
  });

  it('does not take a child stopped by shutdown for a crash', async () => {
    const exit = vi.fn();
    const supervisor = new Supervisor(exit);
    let exited!: (reason: string) => void;
    supervisor.watch('cognito-local', new Promise((r) => (exited = r)));
    const stopping = supervisor.shutdown(0);
    exited('killed by SIGTERM');
    await stopping;
    await new Promise((r) => setTimeout(r, 400));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('stops at once a service that finishes starting after shutdown began', async () => {
    const { events, service } = recorder();
    const supervisor = new Supervisor(vi.fn());
    await supervisor.shutdown(0);
    supervisor.add(service('late'));
    await Promise.resolve();
    expect(events).toEqual(['stop late']);
  });
});
