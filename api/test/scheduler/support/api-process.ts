/**
 * One API process of the scheduler tests, forked by api-processes.ts: the whole app on the test's database (and Redis
 * when given), listening on a free port, with the test jobs registered beside the app's own. Its jobs start when the
 * test says so, once every process is up; the test may then kill it by its pid.
 */
import { createApp, type AppOptions } from '../../../src/app.factory';
import { DatabaseService } from '../../../src/database/database.service';
import { OutboxService } from '../../../src/mail/outbox.service';
import { MetricsService } from '../../../src/metrics/metrics.service';
import { Scheduler } from '../../../src/scheduler/scheduler.service';
import { EveryPeriodJob, FailingJob, SlowMailJob, type JobEvent, type TestJobsSettings } from './test-jobs';

export interface ApiProcessSettings {
  app: AppOptions;
  jobs: TestJobsSettings;
}

export type ProcessMessage = { event: 'ready'; pid: number; metricsPort: number } | JobEvent;
export type ProcessCommand = { command: 'start' } | { command: 'stop' };

const tell = (message: ProcessMessage) => process.send?.(message);

async function main(): Promise<void> {
  const settings = JSON.parse(process.env.API_PROCESS_SETTINGS ?? '{}') as ApiProcessSettings;
  // Jobs wait for the 'start' command (RUN_JOBS=false until then), so that no process starts before the others are up.
  const app = await createApp({
    ...settings.app,
    scheduler: { ...settings.app.scheduler, runJobs: false },
  });
  await app.listen(0, '127.0.0.1');
  const scheduler = app.get(Scheduler);
  const db = app.get(DatabaseService);
  scheduler.register(new SlowMailJob(db, app.get(OutboxService), settings.jobs, tell));
  scheduler.register(new EveryPeriodJob(db, settings.jobs));
  scheduler.register(new FailingJob(db, settings.jobs));

  process.on('message', (message: ProcessCommand) => {
    if (message.command === 'start') scheduler.start();
    if (message.command === 'stop') void app.close().finally(() => process.exit(0));
  });
  // The test is gone: nothing left to do.
  process.on('disconnect', () => process.exit(0));
  tell({ event: 'ready', pid: process.pid, metricsPort: app.get(MetricsService).port() ?? 0 });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
