import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PublicSiteSettingsDto } from '../modules/site-settings/dto/system-settings.dto.js';
import { SiteSettingsService } from '../modules/site-settings/site-settings.service.js';
import { renderIndexHtml } from './render-index.js';

/**
 * Serves the built SPA from the API's port: files as they are (hashed assets cached for a year),
 * and index.html for every other non-API GET so the client router can answer (its 404 included).
 * index.html carries the saved site settings (title, description, custom CSS); it is rendered again
 * only when they change.
 */
export function serveSpa(app: NestExpressApplication, distDir: string, serverPaths: string[] = []): void {
  const root = resolve(distDir);
  const indexHtml = join(root, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`SPA_DIST_DIR=${distDir} has no index.html: build the frontend first`);
  const template = readFileSync(indexHtml, 'utf8');
  const siteSettings = app.get(SiteSettingsService, { strict: false });
  // The settings object stays the same until they change, so the page is rendered once per change.
  let rendered: { settings: PublicSiteSettingsDto; html: string } | undefined;
  const render = (settings: PublicSiteSettingsDto): string => {
    if (rendered?.settings !== settings) rendered = { settings, html: renderIndexHtml(template, settings) };
    return rendered.html;
  };

  app.use(
    express.static(root, {
      index: false,
      setHeaders: (res, path) => {
        if (path.includes(`${join(root, 'assets')}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isServerPath = ['/api', ...serverPaths].some((path) => req.path === path || req.path.startsWith(`${path}/`));
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    siteSettings
      .getPublic()
      .then((settings) => res.type('html').send(render(settings)))
      .catch(next);
  });
}
