import { logFormatOf, type RuntimeConfig } from '../config/app-config';

/**
 * The mail path's few log lines (where an .eml file was written, an SMTP failure and its retry), shown the way the
 * rest of the process speaks: readable on a terminal (npm start, where Nest's own info lines are hidden), a JSON
 * line for a log collector, nothing when logging is off (tests). Never an address, a name or a token: paths,
 * outbox ids, kinds and error codes only.
 */
export type MailLog = (level: 'info' | 'warn', message: string) => void;

export function mailLog(config: RuntimeConfig): MailLog {
  if (!config.logger || config.logLevel === 'silent') return () => undefined;
  const quietInfo = ['warn', 'error', 'fatal'].includes(config.logLevel);
  if (logFormatOf(config) === 'pretty') {
    return (level, message) => {
      if (level === 'info' && quietInfo) return;
      console.log(`  ${level === 'warn' ? 'Attention : ' : ''}${message}`);
    };
  }
  return (level, message) => {
    if (level === 'info' && quietInfo) return;
    console.log(JSON.stringify({ level: level === 'warn' ? 40 : 30, time: Date.now(), context: 'Mail', msg: message }));
  };
}
