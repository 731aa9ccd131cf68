import { ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { AccessAction } from '@petfoster/contracts';

export const ACCESS_ACTION = 'petfoster:access-action';

/**
 * The action a route performs, a key of the access policy (@petfoster/contracts ACCESS_POLICY). Every route declares
 * one: the guard reads whether it needs a token, and the boot check refuses to start an app with a route that has
 * none (docs/architecture.md#access-policy).
 */
export const Access = (action: AccessAction) => SetMetadata(ACCESS_ACTION, action);

/** The action the route handling this call declared, if any. */
export const actionOf = (reflector: Reflector, context: ExecutionContext): AccessAction | undefined =>
  reflector.getAllAndOverride<AccessAction | undefined>(ACCESS_ACTION, [context.getHandler(), context.getClass()]);
