import { Module } from '@nestjs/common';

/** The points module (filled in by its feature work). */
@Module({})
export class PointsModule {}
