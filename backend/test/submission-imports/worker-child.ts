// The real worker process for the kill-and-resume test: started with node (swc registered), killed with SIGKILL.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../src/worker.module.js';

const context = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
process.stdout.write('worker ready\n');
process.once('SIGTERM', () => {
  void context.close().then(() => process.exit(0));
});
