import { Module } from '@nestjs/common';

/** The engagement module (filled in by its feature work). */
@Module({})
export class EngagementModule {}
