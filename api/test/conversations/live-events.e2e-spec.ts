/**
 * What the conversations publish on the live event bus (docs/product.md#conversations), heard as an open stream hears
 * it: LiveEventsBus.subscribe for each account. `message` reaches both sides, each as it reads it; `read` the other
 * side; `counts` the accounts whose unread count changed.
 */
import type { ConversationMessage, HeaderCounts, ReadMark } from '@petfoster/contracts';
import { LiveEventsBus, type LiveEvent } from '../../src/events/live-events.bus';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily, type AssociationAccount, type FamilyAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { addMember, type MemberAccount } from '../support/team-members';
import { openConversation, sent } from './support';

describe('conversation live events', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;
  const heard = new Map<number, LiveEvent[]>();
  const stops: Array<() => void> = [];

  beforeAll(async () => {
    t = await startApp();
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Marie' });
    benevole = await addMember(t, association.associationId, 'benevole');
    for (const account of [association, family, referent, benevole]) {
      heard.set(account.userId, []);
      stops.push(t.app.get(LiveEventsBus).subscribe(account.userId, (event) => heard.get(account.userId)?.push(event)));
    }
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await t?.close();
  });

  const of = <T>(userId: number, type: string) =>
    (heard.get(userId) ?? []).filter((event) => event.type === type).map((event) => event.data as T);

  it('a message reaches every account of both sides as each reads it, and the recipients their counts', async () => {
    const requestId = await openConversation(t, association, family);
    const message = await sent(t, referent, requestId, 'Bonjour !');
    const toFamily = of<{ request_id: number; message: ConversationMessage }>(family.userId, 'message');
    expect(toFamily).toEqual([{ request_id: requestId, message: { ...message, mine: false } }]);
    expect(of<{ message: ConversationMessage }>(association.userId, 'message')[0].message.mine).toBe(true);
    expect(of<{ message: ConversationMessage }>(referent.userId, 'message')[0].message.mine).toBe(true);
    expect(of(benevole.userId, 'message')).toEqual([]);
    const counts = of<HeaderCounts>(family.userId, 'counts');
    expect(counts[counts.length - 1].messages).toBe(1);
    expect(of(association.userId, 'counts')).toEqual([]);

    expectStatus(
      await t.api.as(family.token).post(`/api/requests/${requestId}/messages/read`, { up_to: message.id }),
      200,
    );
    const mark: ReadMark = { request_id: requestId, up_to: message.id };
    expect(of<ReadMark>(referent.userId, 'read')).toEqual([mark]);
    expect(of<ReadMark>(association.userId, 'read')).toEqual([mark]);
    expect(of(family.userId, 'read')).toEqual([]);
    const after = of<HeaderCounts>(family.userId, 'counts');
    expect(after[after.length - 1].messages).toBe(0);
  });
});
