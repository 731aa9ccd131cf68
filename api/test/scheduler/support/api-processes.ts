import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ApiProcessSettings, ProcessCommand, ProcessMessage } from './api-process';
import type { JobEvent } from './test-jobs';

/** An API process of its own (a Node child process), which the test can kill by its pid. */
export interface ApiProcess {
  pid: number;
  metricsPort: number;
  events: JobEvent[];
  /** Ended (killed or stopped). */
  readonly killed: boolean;
  /** Resolves with the first job event (past or future) that matches. */
  waitFor(match: (event: JobEvent) => boolean, timeoutMs?: number): Promise<JobEvent>;
  send(command: ProcessCommand): void;
  /** Its Prometheus metrics, as a scrape reads them. */
  metrics(): Promise<string>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const BOOT_TIMEOUT_MS = 90_000;

/**
 * Forks api-process.ts, compiled from the sources by register-ts.js (the tests never need a build of the API), and
 * waits until it listens.
 */
export function startApiProcess(settings: ApiProcessSettings): Promise<ApiProcess> {
  const child: ChildProcess = fork(join(__dirname, 'api-process.ts'), [], {
    execArgv: ['--conditions=@petfoster/source', '-r', join(__dirname, 'register-ts.js')],
    env: { ...process.env, API_PROCESS_SETTINGS: JSON.stringify(settings) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const events: JobEvent[] = [];
  const waiters = new Set<() => void>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API process ${child.pid} not ready after ${BOOT_TIMEOUT_MS} ms`));
    }, BOOT_TIMEOUT_MS);
    const endedEarly = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`API process ${child.pid} ended before it was ready (${code ?? signal})`));
    };
    child.once('exit', endedEarly);
    child.on('message', (message: ProcessMessage) => {
      if (message.event !== 'ready') {
        events.push(message);
        for (const wake of waiters) wake();
        return;
      }
      clearTimeout(timer);
      const api: ApiProcess = {
        pid: message.pid,
        metricsPort: message.metricsPort,
        events,
        get killed() {
          return gone();
        },
        waitFor(match, timeoutMs = 60_000) {
          return new Promise((found, missed) => {
            const check = () => {
              const event = events.find(match);
              if (!event) return;
              waiters.delete(check);
              clearTimeout(deadline);
              found(event);
            };
            const deadline = setTimeout(() => {
              waiters.delete(check);
              missed(new Error(`no matching job event from ${message.pid}: ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        send(command) {
          child.send(command);
        },
        async metrics() {
          const response = await fetch(`http://127.0.0.1:${message.metricsPort}/metrics`);
          if (response.status !== 200) throw new Error(`metrics of ${message.pid}: ${response.status}`);
          return response.text();
        },
        async kill() {
          if (gone()) return;
          // SIGKILL by its own pid: no shutdown hook runs, its transactions are cut off mid-way.
          process.kill(message.pid, 'SIGKILL');
          await exited;
        },
        async stop() {
          if (gone()) return;
          child.send({ command: 'stop' });
          const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(timeout);
        },
      };
      child.off('exit', endedEarly);
      resolve(api);
    });
  });
}

/** A series' value in a Prometheus scrape; NaN when the series is absent. */
export function metricValue(text: string, series: string): number {
  const escaped = series.replace(/[{}()[\]|.*+?^$\\]/g, '\\$&');
  return Number(new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
}
