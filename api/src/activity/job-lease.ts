/** The job leases now live with the scheduler (api/src/scheduler/job-lease.ts); this path stays for older imports. */
export { PROCESS_ID, recordRun, takeLease, takePeriod } from '../scheduler/job-lease';
