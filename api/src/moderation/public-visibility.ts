/*
 * What the moderation takes off the public pages (docs/administration.md#moderation), written once as SQL that the
 * public reads add to their WHERE: an animal an administrator hid, and every profile and animal of a suspended
 * account. Same text on SQLite and MariaDB.
 */

/** The association (alias) is shown: its main account is not suspended. */
export const visibleAssociationSql = (alias: string): string =>
  `NOT EXISTS (SELECT 1 FROM users vu WHERE vu.id = ${alias}.user_id AND vu.suspended_at IS NOT NULL)`;

/** The animal (alias) is shown: not hidden, and its association is shown. */
export const visibleAnimalSql = (alias: string): string =>
  `${alias}.hidden_at IS NULL AND NOT EXISTS (SELECT 1 FROM associations va JOIN users vu ON vu.id = va.user_id
     WHERE va.id = ${alias}.association_id AND vu.suspended_at IS NOT NULL)`;

/** The family (alias) is shown: its account is not suspended. */
export const visibleFamilySql = visibleAssociationSql;
