import { Module } from '@nestjs/common';

/** The profiles module (filled in by its feature work). */
@Module({})
export class ProfilesModule {}
