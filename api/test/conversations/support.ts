import type { ConversationMessage } from '@petfoster/contracts';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  type AssociationAccount,
  type FamilyAccount,
  type Session,
} from '../support/fixtures';
import { expectStatus } from '../support/http';

/** A request of `family` for a new animal of `association`: its conversation (docs/product.md#conversations). */
export async function openConversation(
  t: TestApp,
  association: AssociationAccount,
  family: FamilyAccount,
  animalName = 'Filou',
): Promise<number> {
  const animal = await createAnimal(t.api, association, { name: animalName });
  const request = await createRequest(t.api, family, animal);
  return request.id;
}

export const send = (t: TestApp, caller: Session, requestId: number, body: Record<string, unknown>) =>
  t.api.as(caller.token).post(`/api/requests/${requestId}/messages`, body);

export async function sent(t: TestApp, caller: Session, requestId: number, text: string): Promise<ConversationMessage> {
  const res = await send(t, caller, requestId, { body: text });
  expectStatus(res, 201);
  return res.body as ConversationMessage;
}

export async function read(t: TestApp, caller: Session, requestId: number, query = ''): Promise<ConversationMessage[]> {
  const res = await t.api.as(caller.token).get(`/api/requests/${requestId}/messages${query}`);
  expectStatus(res, 200);
  return res.body as ConversationMessage[];
}
