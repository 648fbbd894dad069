import { Module } from '@nestjs/common';

/** The messages module (filled in by its feature work). */
@Module({})
export class MessagesModule {}
