/**
 * Set once the process has been asked to stop (SIGTERM/SIGINT, see main.ts). While it drains, health answers 503
 * so load balancers stop choosing this instance, yet requests that already reached it are still served.
 */
let shuttingDown = false;

export function markShuttingDown(): void {
  shuttingDown = true;
}

export function isShuttingDown(): boolean {
  return shuttingDown;
}
