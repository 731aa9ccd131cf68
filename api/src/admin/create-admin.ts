import 'reflect-metadata';
import { ROLES } from '@petfoster/contracts';
import { chosenPassword } from '@petfoster/contracts/common-passwords';
import { adminAccount } from '@petfoster/contracts/schemas';
import { DataSource } from 'typeorm';
import { normalizeEmail } from '../auth/auth.service';
import { PasswordService } from '../auth/password.service';
import { ConfigError, loadConfig } from '../config/app-config';
import { buildDataSourceOptions } from '../database/data-source-options';
import { runMigrationsOnce } from '../database/migrations-lock';
import { User } from '../data-model/user.entity';
import { AdminAudit } from './admin-audit';

/** A refusal the operator reads: its French message, and exit code 1. */
class Refusal extends Error {}

/** The names an administrator's account carries (users.lastname and firstname are required). */
const ADMIN_NAMES = { firstname: 'Administrateur', lastname: 'PetFoster' };

/** `--email EMAIL` or `--email=EMAIL`. */
function emailArgument(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--email') return argv[i + 1];
    if (argv[i].startsWith('--email=')) return argv[i].slice('--email='.length);
  }
  return undefined;
}

/**
 * `ADMIN_PASSWORD=… npm run admin:create -w api -- --email EMAIL` (docs/administration.md#creating-an-administrator):
 * creates the platform administrator, or resets the password of an existing one (its sessions end). The password is
 * read from the environment only, so that it is in no shell history or process list, and is never printed. Runs the
 * pending migrations first, as the API does at start-up. Both outcomes are in the audit log, with no actor.
 */
async function main(): Promise<string> {
  const parsed = adminAccount(chosenPassword).safeParse({
    email: emailArgument(process.argv.slice(2)) ?? '',
    password: process.env.ADMIN_PASSWORD ?? '',
  });
  if (!parsed.success) throw new Refusal(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const email = normalizeEmail(parsed.data.email);
  const passwordHash = await new PasswordService().hash(parsed.data.password);

  const config = loadConfig({ logger: false, webRoot: null }, process.env);
  const dataSource = new DataSource(buildDataSourceOptions(config.database));
  await dataSource.initialize();
  try {
    await runMigrationsOnce(dataSource);
    return await dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const existing = await users.findOne({ where: { email }, select: { id: true, role: true } });
      if (existing && existing.role !== ROLES.admin)
        throw new Refusal(
          "Cette adresse e-mail est celle d'un compte de famille ou d'association : choisissez-en une autre pour l'administrateur.",
        );
      if (existing) {
        // A new password ends every session of the account (token version), as a password change does.
        await users.update({ id: existing.id }, { password_hash: passwordHash });
        await users.increment({ id: existing.id }, 'token_version', 1);
        await AdminAudit.record(manager, {
          adminUserId: null,
          action: 'admin.password_reset',
          target: { type: 'user', id: existing.id },
        });
        return 'Mot de passe de l’administrateur réinitialisé.';
      }
      const inserted = await users.insert({ email, password_hash: passwordHash, role: ROLES.admin, ...ADMIN_NAMES });
      const id = Number((inserted.identifiers[0] as { id: number }).id);
      await AdminAudit.record(manager, { adminUserId: null, action: 'admin.created', target: { type: 'user', id } });
      return 'Administrateur créé. À sa première connexion, il configure la connexion en deux étapes.';
    });
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (message) => {
    console.log(message);
  },
  (error: unknown) => {
    if (error instanceof Refusal || error instanceof ConfigError)
      console.error(error instanceof ConfigError ? `Configuration invalide: ${error.message}` : error.message);
    // The message only: a failed statement's parameters would carry the password's hash.
    else console.error(`Échec : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
