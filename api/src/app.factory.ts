import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import path from 'node:path';
import { AppModule } from './app.module';
import { nameOperations } from './docs/name-operations';
import { AllExceptionsFilter, tableErrorBody } from './common/all-exceptions.filter';
import { errorBodySchema } from './common/api-error';
import { bodyParserErrors, bodyParsers } from './common/body-limits';
import { answerClientErrorsInJson } from './common/client-errors';
import { sqlCountMiddleware } from './database/sql-count';
import { AppOptions, loadConfig, logFormatOf, type RuntimeConfig } from './config/app-config';
import { prepareRuntimeFiles } from './config/runtime-files';
import { GeoBackfillService } from './geo/geo-backfill.service';
import { SeedService } from './demo-seed/seed.service';
import { ImagesService } from './images/images.service';
import { MetricsService } from './metrics/metrics.service';
import { securityHeadersMiddleware } from './web/security-headers';
import { FirstViewService } from './first-view/first-view.service';
import { firstViewMiddleware, withoutFirstViewMiddleware } from './first-view/first-view.middleware';
import { PageStatusService } from './web/page-status.service';
import { PUBLIC_API_PATH, publicApiHeaders } from './public-api/public-headers';
import { webMiddlewares } from './web/static-web';

export type { AppOptions } from './config/app-config';

/** Repository root, from api/dist or api/src alike. */
const DEFAULT_WEB_ROOT = path.resolve(__dirname, '../..');

/** The configuration a start uses: the environment checked, options applied, directories and dev secret ready. */
export function appConfig(options: AppOptions = {}): RuntimeConfig {
  return prepareRuntimeFiles(loadConfig(options, process.env, DEFAULT_WEB_ROOT));
}

/**
 * A fully configured application (pipes, filters, body limits, /uploads, docs, migrations, optional demo seed),
 * initialised but not listening: tests drive it with supertest, main.ts calls listen().
 */
export async function createApp(
  options: AppOptions = {},
  config: RuntimeConfig = appConfig(options),
): Promise<INestApplication> {
  const pretty = logFormatOf(config) === 'pretty';
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    // A person at a terminal reads the start summary and the request lines, not Nest's module-by-module start
    // lines: those go through pino (JSON) only for log collectors.
    logger: config.logger ? (pretty ? ['warn', 'error'] : ['log', 'warn', 'error']) : false,
    bufferLogs: config.logger && !pretty,
  });
  if (config.logger && !pretty) app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  answerClientErrorsInJson(app.getHttpServer());
  // X-Forwarded-For (the client address the login limiter counts) only from the proxies TRUST_PROXY names: by
  // default none, so a client cannot pick its own address; the gateway topologies set their proxy explicitly.
  app.set('trust proxy', config.trustProxy);
  // The site is same-origin: no CORS header at all unless CORS_ORIGINS names the other sites allowed.
  if (config.corsOrigins.length > 0) app.enableCors({ origin: config.corsOrigins, exposedHeaders: ['X-Total-Count'] });
  // The public API for other sites is the exception: any origin, on its routes only (docs/public-api.md).
  app.use(PUBLIC_API_PATH, publicApiHeaders);

  app.use(app.get(MetricsService).middleware);
  if (config.sqlCount) app.use(sqlCountMiddleware);
  // Same headers as the gateway, from one file: pages served by `npm start` carry the CSP too.
  app.use(securityHeadersMiddleware());
  // JSON answers above 1 KB compressed (brotli or gzip, as the client prefers): the catalogue's pages of 12
  // animals weigh about 6 KB raw. Built front-end files carry their own compressed copies (static-web.ts), which
  // compression() leaves as they are, and images are already compressed.
  app.use(compression({ threshold: 1024 }));
  app.use(bodyParsers());
  app.use(bodyParserErrors);
  const images = app.get(ImagesService);
  if (config.storage.driver === 's3') {
    // Every host serves /uploads from the shared bucket (docs/decisions/images-on-s3.md).
    app.use('/uploads', images.serveFromStore);
  } else {
    // Images stored before every variant was made at upload get their medium one on first request.
    app.use('/uploads', (req: Request, _res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^\/[\w-]+-\d+\.webp$/.test(req.path)) return next();
      images.ensureLegacyMedium(req.path).then(
        () => next(),
        () => next(),
      );
    });
    app.use(
      '/uploads',
      express.static(config.uploadDir, {
        index: false,
        fallthrough: true,
        maxAge: '365d',
        immutable: true,
      }),
    );
  }
  app.use('/uploads', (_req: Request, res: Response) => res.status(404).json(tableErrorBody('not_found')));
  const pages = app.get(PageStatusService);
  const pageStatus = (pathname: string) => pages.status(pathname);
  const frontEnds = webMiddlewares(config.webRoot, pageStatus);
  const firstView = app.get(FirstViewService);
  if (firstView.enabled) app.use(firstViewMiddleware(firstView, frontEnds.length > 0, pageStatus));
  else if (frontEnds.length === 0) app.use(withoutFirstViewMiddleware());
  for (const middleware of frontEnds) app.use(middleware);

  app.useGlobalFilters(new AllExceptionsFilter());

  const document = nameOperations(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('PetFoster API')
        .setDescription("Familles d'accueil et associations de protection animale")
        .setVersion('1.0')
        .addBearerAuth()
        .build(),
    ),
  );
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ApiError: errorBodySchema() },
  };
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  await app.init();
  if (config.seedDemo) await app.get(SeedService).seedIfEmpty();
  await app.get(GeoBackfillService).run();
  return app;
}
