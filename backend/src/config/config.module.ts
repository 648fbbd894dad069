import { Global, Module } from '@nestjs/common';
import { Environment, validateEnvironment } from './environment.js';

/**
 * The validated environment of this process. Injected as `Environment` everywhere; called directly only
 * where a value is needed before injection (a worker's options, read when Nest builds the worker).
 */
export function loadEnvironment(): Environment {
  return validateEnvironment(process.env);
}

/** Provides the validated Environment everywhere; validation runs once when the module loads. */
@Global()
@Module({
  providers: [{ provide: Environment, useFactory: loadEnvironment }],
  exports: [Environment],
})
export class AppConfigModule {}
