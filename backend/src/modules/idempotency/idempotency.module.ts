import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyAccountMergeStep } from './idempotency.account-merge.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyRepository } from './idempotency.repository.js';
import { IdempotencyService } from './idempotency.service.js';

/**
 * Exactly-once creates: the Idempotency-Key of @Idempotent() operations (table idempotency_keys).
 * Imported by the API's root module before the feature modules, so its interceptor is the outermost
 * of the application's interceptors and keeps the answer as it was sent; the worker imports it for pruning.
 */
@Module({
  providers: [
    IdempotencyRepository,
    IdempotencyService,
    IdempotencyAccountMergeStep,
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
  ],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
