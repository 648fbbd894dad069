/**
 * The baseline's list and article-page handlers behind an otherwise empty Nest application: one
 * controller, no middleware, guard, pipe, interceptor, filter, session or log. What it costs over bare
 * node:http is the least any Nest application pays per request on that adapter, before any of the
 * product's own layers (bench/framework-floor.mjs).
 *
 * Written in plain JavaScript, so the decorators are applied as the TypeScript compiler would apply them.
 * `nest-fastify` needs `@nestjs/platform-fastify`, which the product does not depend on:
 * `npm install --no-save @nestjs/platform-fastify@12` (bench/README.md).
 */
import 'reflect-metadata';
import { Controller, Get, HttpException, Module, Param, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

/** `handlers.list(limit)` and `handlers.article(id)` answer `[status, body]`, as the baseline's routes do. */
export async function listenInNest(framework, port, handlers) {
  const answer = async (pending) => {
    const [status, body] = await pending;
    if (status !== 200) throw new HttpException(body, status);
    return body;
  };
  class ArticlesController {
    list(limit) {
      return answer(handlers.list(limit));
    }
    article(id) {
      return answer(handlers.article(id));
    }
  }
  const route = (method, path, param) => {
    param(ArticlesController.prototype, method, 0);
    Get(path)(
      ArticlesController.prototype,
      method,
      Object.getOwnPropertyDescriptor(ArticlesController.prototype, method),
    );
  };
  route('list', undefined, Query('limit'));
  route('article', ':id', Param('id'));
  Controller('api/articles')(ArticlesController);
  class FloorModule {}
  Module({ controllers: [ArticlesController] })(FloorModule);

  let app;
  if (framework === 'nest-fastify') {
    const { FastifyAdapter } = await import('@nestjs/platform-fastify');
    app = await NestFactory.create(FloorModule, new FastifyAdapter(), { logger: false });
  } else if (framework === 'nest-express') {
    app = await NestFactory.create(FloorModule, { logger: false });
  } else {
    throw new Error(`FRAMEWORK must be none, nest-express or nest-fastify (got ${framework})`);
  }
  await app.listen(port, '127.0.0.1');
  return app;
}
