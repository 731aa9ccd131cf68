/**
 * Every route answers to the access policy (docs/architecture.md#access-policy): each declares with @Access an
 * action the policy knows, an app with a route that does not is refused at boot, and the guard refuses such a route
 * if one ever got past that.
 */
import { Controller, ForbiddenException, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { ACCESS_ACTIONS, ACTIONS_ON_SHARED_ROUTES, API_MESSAGES } from '@petfoster/contracts';
import { AccessModule, AccessRoutes } from '../../src/access/access-routes';
import { MfaChallenges } from '../../src/auth/two-factor/challenges';
import { JwtAuthGuard } from '../../src/auth/jwt-auth.guard';
import type { AuthService } from '../../src/auth/auth.service';
import type { JwtService } from '@nestjs/jwt';
import { startApp, type TestApp } from '../support/app';

@Controller('api/forgotten')
class ForgottenController {
  @Get()
  read() {
    return { ok: true };
  }
}

describe('every route has an access action', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t?.close());

  test('each route of the app declares an action of the policy, and each action has a route', () => {
    const routes = t.app.get(AccessRoutes).list();
    expect(routes.length).toBeGreaterThanOrEqual(ACCESS_ACTIONS.length - Object.keys(ACTIONS_ON_SHARED_ROUTES).length);
    const unchecked = routes.filter(
      (route) => !(ACCESS_ACTIONS as readonly (string | undefined)[]).includes(route.action),
    );
    expect(unchecked).toEqual([]);
    // An action asked by the service of another action's route has that route (ACTIONS_ON_SHARED_ROUTES).
    const routed = new Set(routes.map((route) => route.action));
    for (const [action, host] of Object.entries(ACTIONS_ON_SHARED_ROUTES)) {
      expect(routed.has(action)).toBe(false);
      expect(routed.has(host)).toBe(true);
    }
    expect(routed).toEqual(new Set(ACCESS_ACTIONS.filter((action) => !(action in ACTIONS_ON_SHARED_ROUTES))));
    // The listing sees the real paths (a route known to need a family, one open to anyone).
    expect(routes).toContainEqual({ method: 'POST', path: '/api/animals/requests', action: 'request.create' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/health/live', action: 'health.read' });
  });

  test('an app with a route that declares no action does not start', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [AccessModule],
      controllers: [ForgottenController],
    }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    await expect(app.init()).rejects.toThrow(
      'Routes without an access action of the policy (@Access): GET /api/forgotten',
    );
    await app.close().catch(() => undefined);
  });

  test('the guard refuses a call to a route that declares no action, token or not', async () => {
    const guard = new JwtAuthGuard(new Reflector(), {} as JwtService, {} as AuthService, {} as MfaChallenges);
    const context = {
      getHandler: () => ForgottenController.prototype.read,
      getClass: () => ForgottenController,
      switchToHttp: () => ({ getRequest: () => ({ headers: {} }) }),
    } as unknown as ExecutionContext;
    const refusal = guard.canActivate(context);
    await expect(refusal).rejects.toThrow(ForbiddenException);
    await expect(refusal).rejects.toThrow(API_MESSAGES.forbidden);
  });
});
