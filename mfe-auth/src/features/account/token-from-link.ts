/**
 * The one-time token of a mail link: `…/reset-password#token=…`. It travels in the fragment, which browsers never
 * send to a server (no access log, no Referer); '' when the link was cut.
 */
export function tokenFromLink(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
