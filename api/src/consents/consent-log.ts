import type { ConsentChoice, ConsentEntry, ConsentSource } from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import { ConsentRow } from '../data-model/consent.entity';

/**
 * The consent log (docs/security.md#consent-log): written in the transaction of the change it records, so a choice
 * is never changed without its line, nor a line written for a change that did not commit.
 */
export async function recordConsent(
  manager: EntityManager,
  userId: number,
  choice: ConsentChoice,
  granted: boolean,
  source: ConsentSource,
  detail: string | null = null,
): Promise<void> {
  await manager
    .getRepository(ConsentRow)
    .insert({ user_id: userId, choice, granted, source, detail: detail?.slice(0, 200) ?? null, at: new Date() });
}

/** The person's choices, oldest first, as 'Mon compte' and the data export give them. */
export async function consentHistory(manager: EntityManager, userId: number): Promise<ConsentEntry[]> {
  const rows = await manager.getRepository(ConsentRow).find({ where: { user_id: userId }, order: { id: 'ASC' } });
  return rows.map((row) => ({
    choice: row.choice,
    granted: Boolean(row.granted),
    source: row.source,
    at: new Date(row.at).toISOString(),
    detail: row.detail ?? null,
  }));
}
