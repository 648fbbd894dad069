import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { PublicSiteSettingsDto } from '../modules/site-settings/dto/system-settings.dto.js';
import { ArchiveService } from '../modules/archive/archive.service.js';
import { ArticlesService } from '../modules/articles/articles.service.js';
import { SiteSettingsService } from '../modules/site-settings/site-settings.service.js';
import { findPagePreview } from './page-preview.js';
import { renderIndexHtml, renderPageHtml } from './render-index.js';

/**
 * Serves the built SPA from the API's port: files as they are (hashed assets cached for a year),
 * and index.html for every other non-API GET so the client router can answer (its 404 included).
 * index.html carries the saved site settings (title, description, custom CSS); it is rendered again
 * only when they change. An article or archive entry address gets that page's own link-preview
 * tags, and a 404 status when nothing is there (the client still renders its not-found page).
 * In production, source maps are never served (the build makes none; a stray one left in the
 * directory still answers 404), so the original sources stay private.
 */
export function serveSpa(
  app: NestExpressApplication,
  distDir: string,
  options: {
    publicUrl: string;
    serverPaths?: string[];
    isServerPath?: (path: string) => boolean;
    /** Refuse `*.map` requests with 404. */
    production?: boolean;
  },
): void {
  const serverPaths = options.serverPaths ?? [];
  const root = resolve(distDir);
  const indexHtml = join(root, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`SPA_DIST_DIR=${distDir} has no index.html: build the frontend first`);
  const template = readFileSync(indexHtml, 'utf8');
  const siteSettings = app.get(SiteSettingsService, { strict: false });
  const previewSources = {
    articles: app.get(ArticlesService, { strict: false }),
    archive: app.get(ArchiveService, { strict: false }),
  };
  // The settings object stays the same until they change, so the page is rendered once per change.
  let rendered: { settings: PublicSiteSettingsDto; html: string } | undefined;
  const render = (settings: PublicSiteSettingsDto): string => {
    if (rendered?.settings !== settings)
      rendered = { settings, html: renderIndexHtml(template, settings, options.publicUrl) };
    return rendered.html;
  };

  if (options.production)
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.path.endsWith('.map') && !req.path.startsWith('/api/')) res.status(404).type('text').send('Not Found');
      else next();
    });
  // The build writes a gzip copy beside each large asset (frontend/vite.config.ts): sent as it is to
  // browsers that accept gzip, so scripts travel compressed without compressing per request.
  const assets = join(root, 'assets');
  app.use('/assets', (req: Request, res: Response, next: NextFunction) => {
    let file: string;
    try {
      file = join(assets, decodeURIComponent(req.path));
    } catch {
      next(); // a malformed address: express.static answers it
      return;
    }
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !file.startsWith(`${assets}${sep}`) ||
      !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ||
      !existsSync(`${file}.gz`)
    ) {
      next();
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(extname(file));
    res.sendFile(`${file}.gz`, (error?: Error & { code?: string }) => {
      // The browser went away mid-transfer (a navigation, a closed tab): nothing to answer, nothing wrong.
      if (!error || error.code === 'ECONNABORTED' || res.headersSent) return;
      next(error);
    });
  });
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
    const isServerPath =
      ['/api', ...serverPaths].some((path) => req.path === path || req.path.startsWith(`${path}/`)) ||
      options.isServerPath?.(req.path) === true;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    Promise.all([siteSettings.getPublic(), findPagePreview(previewSources, req.path)])
      .then(([settings, preview]) => {
        const html = render(settings);
        if (preview === undefined) return res.type('html').send(html);
        if (preview === null) return res.status(404).type('html').send(html);
        const context = { siteTitle: settings.siteTitle, publicUrl: options.publicUrl, path: req.path };
        return res.type('html').send(renderPageHtml(html, preview, context));
      })
      .catch(next);
  });
}
