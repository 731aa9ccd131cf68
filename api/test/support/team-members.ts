import { ROLES, type AssociationRole } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { PasswordService } from '../../src/auth/password.service';
import { AssociationMember } from '../../src/data-model/association-member.entity';
import { User } from '../../src/data-model/user.entity';
import type { TestApp } from './app';
import { login, PASSWORD, uniqueEmail, type Session } from './fixtures';

export interface MemberAccount extends Session {
  associationId: number;
  email: string;
  firstname: string;
}

/**
 * A second member of an association's team (docs/product.md#association-team), written straight into the database:
 * its account and its association_members row, then signed in. Lets a test have several members without the
 * invitation workflow.
 */
export async function addMember(
  t: TestApp,
  associationId: number,
  role: AssociationRole,
  { firstname = 'Camille' }: { firstname?: string } = {},
): Promise<MemberAccount> {
  const email = uniqueEmail(`membre-${role}`);
  const hash = await t.app.get(PasswordService).hash(PASSWORD);
  const dataSource = t.app.get(DataSource);
  const inserted = await dataSource.getRepository(User).insert({
    email,
    password_hash: hash,
    role: ROLES.association,
    lastname: 'Membre',
    firstname,
    created_at: new Date(),
  });
  const userId = inserted.identifiers[0].id as number;
  await dataSource
    .getRepository(AssociationMember)
    .insert({ user_id: userId, association_id: associationId, role, joined_at: new Date() });
  const session = await login(t.api, email, PASSWORD);
  return { ...session, associationId, email, firstname };
}
