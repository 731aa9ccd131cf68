import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Idempotent writes (docs/decisions/idempotency.md): the first answer to each write sent with an Idempotency-Key, per caller, for 24 hours. The row is
 * written inside the write's own transaction (see idempotency/), so "the write happened" and "the key is used" commit
 * or roll back together; the answer is added right after.
 */
export class IdempotencyKeys1764500001000 implements MigrationInterface {
  name = 'IdempotencyKeys1764500001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          // 'user:<id>' for a logged-in caller, 'anonymous' otherwise (the key itself is 128 random bits).
          { name: 'scope', type: 'varchar', length: '40', isNullable: false },
          { name: 'idem_key', type: 'varchar', length: '100', isNullable: false },
          // SHA-256 of method, path and body: the same key with another request is refused.
          { name: 'fingerprint', type: 'varchar', length: '64', isNullable: false },
          { name: 'status_code', type: 'int', isNullable: true },
          { name: 'response_body', type: 'text', isNullable: true },
          { name: 'created_ms', type: 'bigint', isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'IDX_idempotency_scope_key', columnNames: ['scope', 'idem_key'], isUnique: true }),
          new TableIndex({ name: 'IDX_idempotency_created', columnNames: ['created_ms'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_keys');
  }
}
