import { Injectable, Module, OnModuleInit, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_POLICY, type AccessAction } from '@petfoster/contracts';
import { ACCESS_ACTION } from './access.decorator';

export interface RouteAccess {
  method: string;
  path: string;
  /** What the route declared with @Access, checked against the policy by the caller. */
  action: string | undefined;
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/')}`;

const isAccessAction = (value: string | undefined): value is AccessAction =>
  value !== undefined && Object.hasOwn(ACCESS_POLICY, value);

/** Every route of the app's controllers, with the action it declares. */
@Injectable()
export class AccessRoutes implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  list(): RouteAccess[] {
    return this.discovery.getControllers().flatMap(({ metatype, instance }): RouteAccess[] => {
      if (!metatype || !instance) return [];
      const prefix = this.reflector.get<string | undefined>(PATH_METADATA, metatype as Type) ?? '';
      const prototype = Object.getPrototypeOf(instance) as Record<string, (...args: unknown[]) => unknown>;
      return this.scanner.getAllMethodNames(prototype).flatMap((name): RouteAccess[] => {
        const handler = prototype[name];
        const path = this.reflector.get<string | undefined>(PATH_METADATA, handler);
        if (path === undefined) return [];
        const method = RequestMethod[this.reflector.get<RequestMethod>(METHOD_METADATA, handler)] as string;
        const action =
          this.reflector.get<string | undefined>(ACCESS_ACTION, handler) ??
          this.reflector.get<string | undefined>(ACCESS_ACTION, metatype as Type);
        return [{ method, path: joinPath(prefix, path), action }];
      });
    });
  }

  /** Routes whose action is missing or unknown to the access policy. */
  unchecked(): RouteAccess[] {
    return this.list().filter((route) => !isAccessAction(route.action));
  }

  /** Fail fast: an app with a route that the access policy does not cover does not start. */
  onModuleInit(): void {
    const unchecked = this.unchecked();
    if (unchecked.length)
      throw new Error(
        `Routes without an access action of the policy (@Access): ${unchecked
          .map((route) => `${route.method} ${route.path}${route.action ? ` (${route.action})` : ''}`)
          .join(', ')}`,
      );
  }
}

@Module({ imports: [DiscoveryModule], providers: [AccessRoutes], exports: [AccessRoutes] })
export class AccessModule {}
