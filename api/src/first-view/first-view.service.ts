import { HttpException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { animalListQuerySchema, checkWith } from '@petfoster/contracts/schemas';
import path from 'node:path';
import { AnimalsService } from '../animals/animals.service';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { frontEnds, SHELL_APP } from '../web/app-registry';
import { DeployedFiles } from './deployed-files';
import {
  RendererBuild,
  type FirstViewEntry,
  type RemoteFirstView,
  type RouteDataEntry,
  type ShellFirstView,
} from './renderer-bundles';
import { SharingTags } from './sharing-tags';

export interface RenderedPage {
  status: number;
  html: string;
}

interface RemoteApp {
  name: string;
  dir: string;
  build: RendererBuild<RemoteFirstView>;
}

/** The data of a first view could not be read as the browser would read it: leave the page to the browser. */
class NoFirstView extends Error {}

const ANIMAL_PATH = /^\/api\/animals\/(\d{1,9})$/;

/**
 * Server-rendered first view of the public catalogue (docs/decisions/first-view.md): /, /animals and /animals-details/{id} answered with
 * the page's markup, drawn by the shell's and the catalog's own Node builds from data read here (no HTTP call to
 * ourselves). Renders only while every app's deployed browser build is the one its Node build was built with (the
 * hash in build.json against the deployed index.html or mf-manifest.json); otherwise, or on any failure, answers
 * null and the page is the plain client-rendered shell.
 */
@Injectable()
export class FirstViewService {
  private readonly logger = new Logger('FirstView');
  private readonly shell: { dir: string; build: RendererBuild<ShellFirstView> } | null = null;
  private readonly remotes: RemoteApp[] = [];
  private readonly deployed: DeployedFiles | null = null;
  /** The remote modules last handed to the shell's renderer (they change when a remote's build is reloaded). */
  private provided: unknown[] = [];
  /** The shell's module the remotes' builds were loaded with (they take its platform module when they load). */
  private shellModule: unknown = null;
  /** The last reason the first view was off, said once per change rather than per request. */
  private lastOff = '';

  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly animals: AnimalsService,
    private readonly sharing: SharingTags,
  ) {
    const firstView = config.firstView;
    if (!firstView) return;
    const serverFolder = (dir: string) => path.join(firstView.root, dir, 'dist-server');
    for (const app of frontEnds().filter((entry) => entry.firstView)) {
      const build = new RendererBuild(serverFolder(app.dir));
      if (app.name === SHELL_APP) this.shell = { dir: app.dir, build: build as RendererBuild<ShellFirstView> };
      else this.remotes.push({ name: app.name, dir: app.dir, build: build as RendererBuild<RemoteFirstView> });
    }
    this.deployed = new DeployedFiles(firstView.root, firstView.origin);
  }

  get enabled(): boolean {
    return this.shell !== null;
  }

  /** Whether `pathname` is a page with a first view (known to the shell's renderer, when it is there). */
  isFirstViewPage(pathname: string): boolean {
    try {
      return Boolean(this.shell?.build.get()?.module.firstViewPage(pathname));
    } catch {
      return false;
    }
  }

  /** Whether `pathname` is an animal's or an association's page, whose HTML carries sharing tags. */
  isSharedPage(pathname: string): boolean {
    return this.sharing.isSharedPage(pathname);
  }

  /** The page's HTML with its Open Graph and Twitter card tags (docs/product.md#animal-gallery). */
  withSharingTags(pathname: string, html: string): Promise<string> {
    return this.sharing.into(pathname, html);
  }

  /** The deployed shell's own index.html (the client-rendered page), or null when it cannot be read. */
  async plainShell(): Promise<string | null> {
    if (!this.shell || !this.deployed) return null;
    return (await this.deployed.read(this.shell.dir, 'index.html', '/index.html'))?.content ?? null;
  }

  /** The page for `pathname` + `search` (search with its '?'), or null: the browser draws it. */
  async render(pathname: string, search: string): Promise<RenderedPage | null> {
    if (!this.shell || !this.deployed) return null;
    try {
      const shellBuild = this.shell.build.get();
      if (!shellBuild) return this.off(`the shell's first-view build is missing (${this.shell.dir}/dist-server)`);
      const page = shellBuild.module.firstViewPage(pathname);
      if (!page) return null;
      if (shellBuild.module !== this.shellModule) {
        for (const remote of this.remotes) remote.build.reset();
        this.shellModule = shellBuild.module;
      }
      const template = await this.deployed.read(this.shell.dir, 'index.html', '/index.html');
      if (!this.matches(SHELL_APP, shellBuild.identity.sha256, template?.sha256)) return null;
      const modules: Record<string, Record<string, unknown>> = {};
      let stylesheets: string[] = [];
      for (const remote of this.remotes) {
        const build = remote.build.get();
        const manifest = await this.deployed.read(
          remote.dir,
          'mf-manifest.json',
          `/mfe/${remote.name}/mf-manifest.json`,
        );
        if (!build) return this.off(`the ${remote.name} first-view build is missing (${remote.dir}/dist-server)`);
        if (!this.matches(remote.name, build.identity.sha256, manifest?.sha256)) return null;
        modules[remote.name] = build.module.exposes;
        // The build's own list: while the hashes match, the deployed files are these.
        if (remote.name === page.remote)
          stylesheets = (build.identity.stylesheets?.[page.module] ?? []).map((file) => `/mfe/${remote.name}/${file}`);
      }
      const shell = shellBuild.module;
      const remoteModules = Object.values(modules);
      if (
        remoteModules.some((exposes, i) => exposes !== this.provided[i]) ||
        remoteModules.length !== this.provided.length
      ) {
        shell.provideRemoteModules(modules);
        this.provided = remoteModules;
      }
      if (this.lastOff) {
        this.logger.log('First view on: the deployed front ends match the renderer');
        this.lastOff = '';
      }

      const read = await this.readRouteData(shell.routeData(pathname, search));
      const notFound = read === 'not-found';
      const entries = notFound ? [] : read;
      const url = notFound ? shell.NOT_FOUND_PAGE.path : `${pathname}${search}`;
      const markup = await shell.renderFirstView(url, entries, notFound ? undefined : page);
      const html = shell.firstViewDocument({
        template: template!.content,
        markup,
        data: notFound ? { entries, location: shell.NOT_FOUND_PAGE.path } : { entries },
        title: notFound ? shell.NOT_FOUND_PAGE.title : page.title,
        stylesheets: notFound ? [] : stylesheets,
        startScript: shellBuild.identity.startScript && `/${shellBuild.identity.startScript}`,
      });
      return { status: notFound ? 404 : 200, html };
    } catch (error) {
      if (!(error instanceof NoFirstView))
        this.logger.warn(`First view of ${pathname} failed, page left to the browser: ${(error as Error).message}`);
      return null;
    }
  }

  private matches(app: string, built: string, deployed: string | undefined): boolean {
    if (built === deployed) return true;
    this.off(deployed ? `the deployed ${app} is not the build the renderer has` : `the deployed ${app} cannot be read`);
    return false;
  }

  /** Says why there is no first view, once per change of reason rather than per request. */
  private off(reason: string): null {
    if (reason !== this.lastOff) this.logger.warn(`First view off: ${reason}; pages are rendered by the browser`);
    this.lastOff = reason;
    return null;
  }

  /** Each API read of the page, answered by the services as GET would answer a visitor. */
  private async readRouteData(routeData: RouteDataEntry[]): Promise<FirstViewEntry[] | 'not-found'> {
    const entries: FirstViewEntry[] = [];
    for (const entry of routeData) {
      const url = new URL(entry.path, 'http://first-view.invalid');
      const detail = ANIMAL_PATH.exec(url.pathname);
      let data: unknown;
      if (detail) {
        try {
          data = await this.animals.findOne(undefined, Number(detail[1]));
        } catch (error) {
          if (error instanceof NotFoundException) return 'not-found';
          throw error;
        }
      } else if (url.pathname === '/api/animals') {
        const verdict = checkWith(animalListQuerySchema, Object.fromEntries(url.searchParams));
        // A query the API refuses: the browser shows the page's own message for it.
        if (!verdict.ok) throw new NoFirstView();
        try {
          const { animals, total } = await this.animals.list(verdict.data);
          // The list with its count, as one GET answers both (animalsApi.listWithTotal).
          data = entry.total ? { animals, total } : animals;
        } catch (error) {
          if (error instanceof HttpException && error.getStatus() < 500) throw new NoFirstView();
          throw error;
        }
      } else {
        throw new Error(`no reader for ${url.pathname}`);
      }
      // What the browser would have parsed from the JSON answer (dates as strings, no undefined).
      entries.push({ queryKey: entry.queryKey, data: JSON.parse(JSON.stringify(data)), infinite: entry.infinite });
    }
    return entries;
  }
}
