# syntax=docker/dockerfile:1
# Multi-stage image for any container host: build with the full toolchain, run the standalone
# server as an unprivileged user. Configure with the env documented in README.md / docs/deploy.md.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci`: exactly the lock's versions, and the lock is never rewritten (reproducible builds).
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 BUILD_STANDALONE=1
# The site's origin, baked into pages, sitemap and RSS: required, the build stops without it
# (docker build --build-arg NEXT_PUBLIC_SITE_URL=https://your-domain). No database is needed here.
ARG NEXT_PUBLIC_SITE_URL
ENV NEXT_PUBLIC_SITE_URL=$NEXT_PUBLIC_SITE_URL
# The contact details pre-rendered pages show (lib/contact.ts); unset: demo values marked "(demo)".
ARG CONTACT_EMAIL
ARG CONTACT_PHONE
ENV CONTACT_EMAIL=$CONTACT_EMAIL CONTACT_PHONE=$CONTACT_PHONE
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# .dockerignore keeps .env files out of the context; should one arrive anyway (another build tool,
# an edited ignore file), the standalone copy Next makes of it never reaches the run stage.
RUN npm run build && rm -f .next/standalone/.env .next/standalone/.env.*

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    DATA_DIR=/data PGLITE_DIR=/data/pglite
RUN groupadd --system --gid 1001 app && useradd --system --uid 1001 --gid app app \
  && mkdir -p /data && chown app:app /data
COPY --from=build --chown=app:app /app/.next/standalone ./
COPY --from=build --chown=app:app /app/.next/static ./.next/static
# Script hashes of the pages pre-rendered whole (read by proxy.ts; see docs/security.md).
COPY --from=build --chown=app:app /app/.next/csp-manifest.json ./.next/csp-manifest.json
COPY --from=build --chown=app:app /app/public ./public
# Applied at start by the app's own migration runner (read from disk, not bundled).
COPY --from=build --chown=app:app /app/supabase/migrations ./supabase/migrations
USER app
# The embedded database and generated secrets live here; mount a volume (or set DATABASE_URL).
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=8s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
