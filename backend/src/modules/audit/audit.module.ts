import { Module } from '@nestjs/common';

/** The audit module (filled in by its feature work). */
@Module({})
export class AuditModule {}
