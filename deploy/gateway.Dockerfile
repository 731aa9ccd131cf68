# syntax=docker/dockerfile:1
# The gateway (docker-compose.yml, service "gateway"): nginx.conf plus the shared directives of deploy/nginx.
# No application code: redeploying a front end or the API never rebuilds it. Build context: the repository root.
# nginx >= 1.27.3 for "resolve" in upstream blocks (containers followed across recreation and scaling).
FROM nginx:1.28-alpine
COPY deploy/nginx/ /etc/nginx/petfoster/
COPY nginx.conf /etc/nginx/nginx.conf
# No "nginx -t" here: the service names of the upstreams exist only on the compose network.
RUN rm -f /etc/nginx/conf.d/default.conf
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/healthz"]
