import path from 'node:path';
import { DEMO_ASSOCIATIONS, DEMO_FAMILIES, DEMO_PASSWORD } from './demo-seed/demo-data';
import type { RuntimeConfig } from './config/app-config';

/** The database as a person reads it: the SQLite file, or the MySQL URL without its password. */
function describeDatabase(config: RuntimeConfig): string {
  if (config.database.type === 'sqlite') {
    return config.database.database === ':memory:'
      ? 'SQLite en mémoire'
      : `SQLite, ${relative(config.database.database)}`;
  }
  const url = new URL(config.database.url);
  if (url.password) url.password = '***';
  return `MySQL/MariaDB, ${url.toString()}`;
}

/** Where mails go: the SMTP server without its credentials, or the folder of .eml files. */
function describeMail(config: RuntimeConfig): string {
  if (!config.mail.smtpUrl) return `fichiers .eml dans ${relative(config.mail.dir)} (SMTP_URL non défini)`;
  const url = new URL(config.mail.smtpUrl);
  return `${url.protocol}//${url.host}, liens vers ${config.mail.publicUrl}`;
}

const relative = (file: string) => {
  const shown = path.relative(process.cwd(), file);
  return shown.startsWith('..') ? file : `./${shown}`;
};

/**
 * What `npm start` prints for the person who ran it (docs/decisions/validation-schemas.md): where the site is, what it stores where, and
 * how to log in to the demo. French, like the rest of the product's texts. Never a secret.
 */
export function startSummary(config: RuntimeConfig, url: string): string {
  const lines = [
    '',
    `  PetFoster est prêt : ${url}`,
    `  Documentation de l'API : ${url}/api/docs`,
    `  Base de données : ${describeDatabase(config)}`,
    `  Images : ${relative(config.uploadDir)}`,
    `  E-mails : ${describeMail(config)}`,
  ];
  if (config.seedDemo) {
    lines.push(
      `  Comptes de démonstration (mot de passe ${DEMO_PASSWORD}) :`,
      `    association  ${DEMO_ASSOCIATIONS[0].email}`,
      `    famille      ${DEMO_FAMILIES[0].email}`,
    );
  }
  lines.push('  Ctrl+C pour arrêter.', '');
  return lines.join('\n');
}
