import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { StoreController } from './store.controller.js';
import { StoreRepository } from './store.repository.js';
import { StoreService } from './store.service.js';

/** The catalogue payments are priced from: points packs and donate packages. */
@Module({
  imports: [AuditModule],
  controllers: [StoreController],
  providers: [StoreRepository, StoreService],
  exports: [StoreService],
})
export class StoreModule {}
