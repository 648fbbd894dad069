import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { WorkerModule } from '../../src/worker.module.js';

/** The background worker (queue processors and schedules) in this process, on the run's database and Redis. */
export async function startTestWorker(): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
  const worker = moduleRef.createNestApplication({ logger: false });
  await worker.init();
  return worker;
}
