/**
 * The periodic jobs' base class now lives with the scheduler that runs them (api/src/scheduler); this path stays so
 * that a job written against it keeps compiling.
 */
export { LeasedJob, type JobAttempt, type JobPeriod, type JobSchedule } from '../scheduler/leased-job';
