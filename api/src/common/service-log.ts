import { logFormatOf, type RuntimeConfig } from '../config/app-config';

/**
 * The few log lines a background part of the API writes (where an .eml file was written, an SMTP failure and its
 * retry, Redis lost and back), shown the way the rest of the process speaks: readable on a terminal (npm start,
 * where Nest's own info lines are hidden), a JSON line for a log collector, nothing when logging is off (tests).
 * Never an address, a name or a token: paths, ids, kinds and error codes only.
 */
export type ServiceLog = (level: 'info' | 'warn', message: string) => void;

export function serviceLog(config: RuntimeConfig, context: string): ServiceLog {
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
    console.log(JSON.stringify({ level: level === 'warn' ? 40 : 30, time: Date.now(), context, msg: message }));
  };
}

/** The mail path's log (context 'Mail'). */
export type MailLog = ServiceLog;
export const mailLog = (config: RuntimeConfig): MailLog => serviceLog(config, 'Mail');
