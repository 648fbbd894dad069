import { Global, Module } from '@nestjs/common';
import { Environment, validateEnvironment } from './environment.js';

/** Provides the validated Environment everywhere; validation runs once when the module loads. */
@Global()
@Module({
  providers: [{ provide: Environment, useFactory: () => validateEnvironment(process.env) }],
  exports: [Environment],
})
export class AppConfigModule {}
