import { AsyncLocalStorage } from 'node:async_hooks';

/** The Idempotency-Key of the write being handled, carried to DatabaseService.write through async calls. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  fingerprint: string;
  /** The status the route answers with when it succeeds, kept with an answer stored by the write itself. */
  status: number;
  /** Set once the key's row was written in a transaction that committed. */
  claimed: boolean;
  /** Set once the handler has answered: work it left running (a mail written after the answer) claims nothing. */
  closed: boolean;
  /**
   * When an earlier attempt committed its write but died before keeping its answer: that write's result, which the
   * handler's write call returns instead of writing again, so that the handler can compute the answer.
   */
  replay?: { value: unknown };
  /** Set once a write that stored its result as the answer (WriteOptions.answer) has committed: that result. */
  answer?: { value: unknown };
}

export const idempotencyContext = new AsyncLocalStorage<IdempotencyClaim>();

/** Thrown inside a write's transaction when another attempt with the same key already committed: nothing is done. */
export class AlreadyDone extends Error {
  constructor() {
    super('idempotency key already used');
  }
}
