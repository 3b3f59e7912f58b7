# Lobby's production image: the compiled server, the built web app and console, and the
# server's production dependencies only. docs/operating.md#containers tells how to run it.

# The manifests npm ci reads: the lockfile names every workspace, so all their package.json.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Build stage: every dependency the build needs (esbuild, tsx, Vite), then `npm run build`.
FROM manifests AS build
# The tests' and benchmarks' packages (Playwright, Lighthouse) are left out.
RUN npm ci --workspace=@lobby/contract --workspace=@lobby/server --workspace=@lobby/web \
      --include-workspace-root
COPY . .
RUN npm run build

# Runtime stage: production dependencies of the server and the contract, and what was built.
FROM manifests AS runtime
ENV NODE_ENV=production
RUN npm ci --omit=dev --workspace=@lobby/contract --workspace=@lobby/server \
      && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ops web/dist-ops
# The page titles of the first HTML are read from the web app's language files at run time.
COPY --from=build /app/web/src/locales web/src/locales
# No merchant files: the demo merchants stay out of the production image (a production start
# refuses them). A deployment mounts its own and points MERCHANTS_DIR at them (compose.yaml).
# Nothing builds in here: `npm run <tool>` runs the compiled tool without its pre-build step.
ENV npm_config_ignore_scripts=true \
    npm_config_update_notifier=false \
    PORT=8080 \
    HOST=0.0.0.0
# The embedded database's folder, used only without DATABASE_URL.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# Liveness: the process answers. Readiness (/readyz: the database and Redis answer) is what the
# proxy checks before it sends traffic (Caddyfile), and what compose.yaml waits for.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "server/dist/health-probe.js", "/healthz"]
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
