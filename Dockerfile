# One image, two commands: the API (default) and the worker (node dist/worker.js).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY packages/shared/package.json packages/shared/
RUN npm install --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --outputStyle=static && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/backend/package.json ./backend/package.json
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/frontend/dist ./frontend/dist
# node_modules/@irl/shared links here: the API and the worker load the package's build at run time.
COPY --from=build /app/packages/shared/package.json ./packages/shared/package.json
COPY --from=build /app/packages/shared/dist ./packages/shared/dist
WORKDIR /app/backend
ENV SPA_DIST_DIR=/app/frontend/dist
USER node
EXPOSE 5000
CMD ["node", "dist/main.js"]
