import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
import { isPublicAction } from '@petfoster/contracts';
import { actionOf } from './access.decorator';

const NO_STORE = 'petfoster:no-store';

/** A public route whose answer still depends on who asks (a token, contact fields shown to some viewers only). */
export const NoStore = () => SetMetadata(NO_STORE, true);

/**
 * The one cache rule of the API (docs/security.md#second-pass): every answer that depends on who is asking carries
 * `Cache-Control: no-store` (no browser, proxy or shared cache keeps a token or personal data): the routes that need
 * a token, and the public ones marked @NoStore(). Public lists are left to their ETag revalidation.
 */
@Injectable()
export class CachePolicyInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const targets = [context.getHandler(), context.getClass()];
    const action = actionOf(this.reflector, context);
    const isPublic = action !== undefined && isPublicAction(action);
    const noStore = this.reflector.getAllAndOverride<boolean>(NO_STORE, targets) ?? false;
    // Set before the handler runs, so an error answer of such a route is not stored either.
    if (!isPublic || noStore) context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return next.handle();
  }
}
