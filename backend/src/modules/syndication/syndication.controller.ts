import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/auth.decorators.js';
import { SyndicationService } from './syndication.service.js';

const RSS = 'application/rss+xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
// Readers poll feeds; five minutes of caching spares the database without hiding new articles for long.
const CACHE = 'public, max-age=300';

/**
 * Feeds, sitemap and robots.txt, served at the site's root (outside /api, see syndication-paths.ts).
 * Not part of the API document: they are files for feed readers and crawlers, not JSON operations.
 */
@ApiExcludeController()
@Public()
@Controller()
export class SyndicationController {
  constructor(private readonly syndication: SyndicationService) {}

  @Get('feed.xml')
  @Header('Content-Type', RSS)
  @Header('Cache-Control', CACHE)
  siteRss(): Promise<string> {
    return this.syndication.feed({ kind: 'site' }, 'rss');
  }

  @Get('atom.xml')
  @Header('Content-Type', ATOM)
  @Header('Cache-Control', CACHE)
  siteAtom(): Promise<string> {
    return this.syndication.feed({ kind: 'site' }, 'atom');
  }

  @Get('category/:slug/feed.xml')
  @Header('Content-Type', RSS)
  @Header('Cache-Control', CACHE)
  categoryRss(@Param('slug') slug: string): Promise<string> {
    return this.syndication.feed({ kind: 'category', slug }, 'rss');
  }

  @Get('category/:slug/atom.xml')
  @Header('Content-Type', ATOM)
  @Header('Cache-Control', CACHE)
  categoryAtom(@Param('slug') slug: string): Promise<string> {
    return this.syndication.feed({ kind: 'category', slug }, 'atom');
  }

  @Get('tag/:tag/feed.xml')
  @Header('Content-Type', RSS)
  @Header('Cache-Control', CACHE)
  tagRss(@Param('tag') tag: string): Promise<string> {
    return this.syndication.feed({ kind: 'tag', tag }, 'rss');
  }

  @Get('tag/:tag/atom.xml')
  @Header('Content-Type', ATOM)
  @Header('Cache-Control', CACHE)
  tagAtom(@Param('tag') tag: string): Promise<string> {
    return this.syndication.feed({ kind: 'tag', tag }, 'atom');
  }

  @Get('sitemap.xml')
  @Header('Content-Type', XML)
  @Header('Cache-Control', CACHE)
  sitemap(): Promise<string> {
    return this.syndication.sitemap();
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', CACHE)
  robots(): string {
    return this.syndication.robots();
  }
}
