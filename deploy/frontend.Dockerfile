# syntax=docker/dockerfile:1
# The static container of one front end, for each of the registry (docker-compose.yml passes the build arguments):
#   APP        the app's workspace folder (packages/platform/apps.json: "dir"), e.g. mfe-family
#   LOCATIONS  shell: client-side routes answer index.html; remote (default): no fallback, a missing file is a 404
# Each one is built and deployed alone, nothing else rebuilt or restarted (the shell finds each remote at
# /mfe/<name>/ at run time):
#   docker compose build mfe-family && docker compose up -d mfe-family
#   docker build -f deploy/frontend.Dockerfile --build-arg APP=mfe-family .      # without compose
# Build context: the repository root. The dependency layer comes before any ARG, so Docker builds it once and
# shares it between the front ends' images.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Every workspace's manifest (the root package.json "workspaces"): npm ci installs from the one lockfile.
COPY package.json package-lock.json tsconfig.base.json ./
# BEGIN workspace manifests (generated: node scripts/lib/deploy-files.js)
COPY packages/contracts/package.json packages/contracts/
COPY packages/platform/package.json packages/platform/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-association/package.json mfe-association/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-family/package.json mfe-family/
# END workspace manifests
# No install scripts: the bundler ships prebuilt binaries, and the API's native addons are not needed here.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY packages/contracts packages/contracts
COPY packages/platform packages/platform
# The widget for associations' sites (docs/public-api.md#widget): the shell's build writes it into its dist.
COPY widget widget
ARG APP
RUN test -n "$APP" || { echo 'build argument APP is required (the front end folder, e.g. --build-arg APP=mfe-family)' >&2; exit 1; }
COPY ${APP} ${APP}
RUN npm run build -w ${APP}

# Debian's nginx rather than the nginx image: Debian packages the brotli_static module for it, so browsers that
# accept br get the builds' .br copies (deploy/nginx/brotli-static.conf). It is also the nginx the compose emulation
# runs this configuration with (scripts/lib/compose-emulation.js). wget: the health check.
FROM debian:bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static wget \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
ARG APP
ARG LOCATIONS=remote
COPY deploy/nginx/frontend.nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/ /etc/nginx/petfoster/
COPY deploy/nginx/${LOCATIONS}-locations.conf /etc/nginx/petfoster/site.conf
COPY --from=build /app/${APP}/dist/ /usr/share/nginx/html/
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/healthz"]
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
